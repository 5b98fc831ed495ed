import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot, venue } from "./helpers";

const copy = demoCopy("translations");

test("the owner writes the venue's address and a phone label in Chinese, and Chinese guests read them", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/settings/store`));
  await page.waitForLoadState("networkidle");
  const chinese = page.getByTestId("translation-zh");
  const address = chinese.getByLabel("Address (中文)");
  const label = chinese.getByLabel("Label of +375291234567 (中文)");
  await expect(address).toHaveValue(/\S/);
  await expect(label).toHaveValue(/\S/);
  const original = { address: await address.inputValue(), label: await label.inputValue() };
  await expect(page.getByTestId("translation-ru")).toHaveCount(0);
  await expect(page.getByTestId("translation-ar")).toHaveAttribute("dir", "rtl");

  await address.fill("明斯克，独立大道 1 号，二楼");
  await label.fill("订座热线");
  await page.getByRole("button", { name: "Publish the texts in other languages" }).click();
  await expect(page.getByText("Texts in other languages saved")).toBeVisible();
  await chinese.scrollIntoViewIfNeeded();
  await shot(page, "store-translations");

  await page.goto(venue(copy.key, "/zh/menu"));
  const header = page.locator("header").first();
  await expect(header).toContainText("明斯克，独立大道 1 号，二楼");
  await expect(header).toContainText("订座热线");

  await page.goto(root(`/en/${copy.key}/admin-panel/settings/store`));
  await page.waitForLoadState("networkidle");
  await expect(address).toHaveValue("明斯克，独立大道 1 号，二楼");
  await address.fill(original.address);
  await label.fill(original.label);
  await page.getByRole("button", { name: "Publish the texts in other languages" }).click();
  await expect(page.getByText("Texts in other languages saved")).toBeVisible();
});
