import { expect, test, type Page } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, venue } from "./helpers";

const copy = demoCopy("offline");

test.use({ viewport: { width: 390, height: 844 } });

const MENU = venue(copy.key, "/en/menu");
const items = (page: Page) => page.getByTestId("menu-item");

/** Sets the English name of the first drinks category (a suffixed one by default) and returns both names. */
async function renameFirstDrinksCategory(page: Page, name?: string) {
  await page.goto(root(`/en/${copy.key}/admin-panel/drinks`));
  const row = page.getByTestId("category-list").first().locator(":scope > li > [data-testid=category-row] a").first();
  const label = (await row.textContent())!.trim();
  await page.getByRole("button", { name: `Edit ${label}` }).click();
  const field = page.getByRole("dialog", { name: `Edit “${label}”` }).getByLabel("Name (English)");
  await expect(field).not.toHaveValue("");
  const before = await field.inputValue();
  const after = name ?? `${before} ${Date.now().toString(36)}`;
  await field.fill(after);
  await page.getByRole("dialog", { name: `Edit “${label}”` }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved")).toBeVisible();
  return { before, after };
}

test("after one visit the menu opens offline, and a changed menu is served fresh once back online", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await page.goto(MENU);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  const count = await items(page).count();
  expect(count).toBeGreaterThanOrEqual(20);

  await context.setOffline(true);
  const unvisited = await context.newPage();
  await expect(unvisited.goto(venue(copy.key, "/zh/menu")), "the network is really off").rejects.toThrow();
  await unvisited.close();
  const offline = await page.goto(MENU);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(items(page)).toHaveCount(count);
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  await page.getByTestId("cart-button").click();
  await expect(page.getByTestId("cart-dialog")).toBeVisible();

  const admin = await browser.newContext({ locale: "en-US" });
  const adminPage = await admin.newPage();
  await signInWithApi(adminPage.request, copy.owner.email, copy.owner.password);
  const renamed = await renameFirstDrinksCategory(adminPage);
  try {
    await context.setOffline(false);
    await page.goto(MENU);
    await expect(page.locator("main")).toContainText(renamed.after);
    await context.setOffline(true);
    await page.goto(MENU);
    await expect(page.locator("main")).toContainText(renamed.after);
  } finally {
    await context.setOffline(false);
    await renameFirstDrinksCategory(adminPage, renamed.before);
    await admin.close();
  }
});
