import { expect, type Page, test } from "./fixtures/test";
import { signInWithForm } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { LONG_LIST_ITEMS, LONG_LIST_NAME } from "./fixtures/long-list";
import { moveUpByKeyboard, root, shot } from "./helpers";

const copy = demoCopy("longList");
const PHONE = { width: 390, height: 844 };
// The admin names categories and dishes in the venue's primary language (Russian) whatever its own language.
const DISH = "Блюдо";

async function openLongList(page: Page, locale: "ru" | "en" | "zh") {
  await page.goto(root(`/${locale}/${copy.key}/admin-panel/kitchen`));
  await page.getByRole("link", { name: LONG_LIST_NAME.ru, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: LONG_LIST_NAME.ru })).toBeVisible();
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(root("/en"));
  await signInWithForm(page, copy.owner.email, copy.owner.password);
  await page.waitForURL(new RegExp(`/en/${copy.key}/admin-panel`));
});

for (const locale of ["ru", "en", "zh"] as const) {
  test(`a ${LONG_LIST_ITEMS}-dish category on a phone in ${locale}: found by name, sold out, hidden and repriced without sideways scrolling`, async ({ page }) => {
    test.setTimeout(120_000);
    await openLongList(page, locale);
    const rows = page.getByTestId("item-row");
    await expect(rows.first()).toContainText(`${DISH} 1`);
    expect(await rows.count()).toBeLessThan(LONG_LIST_ITEMS);
    expect(await sideways(page)).toBe(0);
    await shot(page, `long-list-phone-${locale}`);

    // The last dish is not rendered yet; the name filter finds it among all of them.
    const wanted = `${DISH} ${LONG_LIST_ITEMS - ["ru", "en", "zh"].indexOf(locale)}`;
    await page.getByTestId("item-search").fill(wanted);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(wanted);

    const soldOut = row.locator("button[aria-pressed]").last();
    await soldOut.click();
    await expect(soldOut).toHaveAttribute("aria-pressed", "true");
    await expect(soldOut).toHaveAttribute("aria-busy", "false");
    const visibility = row.getByRole("switch");
    await visibility.click();
    await expect(visibility).toHaveAttribute("aria-checked", "false");
    await expect(visibility).toBeEnabled();

    await row.getByRole("button").filter({ hasText: /Edit|Изменить|编辑/ }).first().click();
    const dialog = page.getByTestId("item-dialog");
    const price = dialog.locator('input[name="portions.0.price"]');
    await expect(price).toHaveValue(/\.50$/);
    await price.fill("99.50");
    expect(await sideways(page)).toBe(0);
    await shot(page, `long-list-phone-edit-${locale}`);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(/99[.,]50/);
    expect(await sideways(page)).toBe(0);
    await shot(page, `long-list-phone-done-${locale}`);
  });
}

test("reordering the first rows of a long list by keyboard keeps the rest of the order", async ({ page }) => {
  await openLongList(page, "en");
  const handle = page.getByRole("button", { name: `Move ${DISH} 2`, exact: true });
  await moveUpByKeyboard(handle);
  await expect(page.getByText("Order saved")).toBeVisible();
  await page.reload();
  const rows = page.getByTestId("item-row");
  await expect(rows.nth(0)).toContainText(`${DISH} 2`);
  await expect(rows.nth(1)).toContainText(`${DISH} 1`);
  await expect(rows.nth(2)).toContainText(`${DISH} 3`);
});

test("the drag-and-drop code loads when a handle is focused, and a pick made before it arrived goes on", async ({ page }) => {
  await openLongList(page, "en");
  // dnd-kit marks every handle it manages as a "sortable" button.
  await expect(page.getByTestId("item-list")).toBeVisible();
  expect(await page.locator('[aria-roledescription="sortable"]').count()).toBe(0);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    asked.push(route.request().url());
    await held;
    await route.continue();
  });
  const handle = page.getByRole("button", { name: `Move ${DISH} 3`, exact: true });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  release();
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await expect(handle).toHaveAttribute("aria-roledescription", "sortable");
  const { y } = (await handle.boundingBox())!;
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await handle.boundingBox())!.y).toBeLessThan(y);
  await page.keyboard.press("Space");
  await expect(page.getByText("Order saved")).toBeVisible();
});
