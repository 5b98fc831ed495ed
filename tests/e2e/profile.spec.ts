import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot } from "./helpers";

const copy = demoCopy("profile");

const manager = copy.storeManager;

test("a language saved in the profile follows the user to their other devices", async ({ browser }) => {
  const [phone, laptop] = [await browser.newContext(), await browser.newContext()];
  const [onPhone, onLaptop] = [await phone.newPage(), await laptop.newPage()];
  await signInWithApi(onPhone.request, manager.email, manager.password);
  await signInWithApi(onLaptop.request, manager.email, manager.password);

  await onLaptop.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await expect(onLaptop.getByRole("link", { name: "Drinks" })).toBeVisible();

  await onPhone.goto(root(`/en/${copy.key}/admin-panel/settings/profile`));
  await onPhone.getByLabel("Interface language").selectOption("zh");
  await onPhone.getByRole("button", { name: "Save" }).nth(1).click();
  await expect(onPhone).toHaveURL(root(`/zh/${copy.key}/admin-panel/settings/profile`));
  await shot(onPhone, "profile-zh");

  await onLaptop.reload();
  await expect(onLaptop).toHaveURL(root(`/zh/${copy.key}/admin-panel/kitchen`));
  await expect(onLaptop.getByRole("link", { name: "饮品" })).toBeVisible();

  await onLaptop.getByTestId("locale-switch").selectOption("en");
  await expect(onLaptop).toHaveURL(root(`/en/${copy.key}/admin-panel/kitchen`));
  await onLaptop.reload();
  await expect(onLaptop).toHaveURL(root(`/en/${copy.key}/admin-panel/kitchen`));

  await onPhone.getByLabel("界面语言").selectOption("en");
  await onPhone.getByRole("button", { name: "保存" }).nth(1).click();
  await expect(onPhone).toHaveURL(root(`/en/${copy.key}/admin-panel/settings/profile`));
  await Promise.all([phone.close(), laptop.close()]);
});

test("changing one's e-mail to an address that has an account answers as for a free one", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/settings/profile`));
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Change e-mail" }) });
  const answers: string[] = [];
  for (const address of [manager.email, `free-${Date.now()}@example.test`]) {
    await form.getByLabel("New e-mail").fill(address);
    await form.getByLabel("Current password").fill(copy.owner.password);
    await form.getByRole("button", { name: "Send confirmation" }).click();
    const sent = form.getByTestId("form-success");
    await expect(sent).toHaveText(`We have sent a confirmation link to ${address}. Your e-mail changes when you open it.`);
    answers.push((await sent.textContent())!.replace(address, "…"));
  }
  expect(answers[0]).toBe(answers[1]);
  await expect(form.getByTestId("form-error")).toHaveCount(0);
});
