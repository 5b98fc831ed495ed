import { expect, test, type Page } from "./fixtures/test";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const visibleItems = (page: Page) => page.locator('[data-testid="menu-item"]:visible');

async function switchLanguage(page: Page, locale: string) {
  await page.getByTestId("locale-switch").selectOption(locale);
  await expect(page).toHaveURL(venue("demo", `/${locale}/menu`));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

test("a guest on a phone: zh, then ar, search, a product, the age gate, the list, offline, an hour later", async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(venue("demo"));
  await expect(page).toHaveURL(venue("demo", "/en/menu"));

  await switchLanguage(page, "zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("heading", { name: "厨房", level: 2 })).toBeVisible();

  await switchLanguage(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "المطبخ", level: 2 })).toBeVisible();
  await shot(page, "judging-ar-menu");

  await page.getByTestId("menu-search").fill("بورش");
  await expect(visibleItems(page)).toHaveCount(1);
  await expect(page.getByTestId("menu-search-status")).toHaveText("عُثر على عنصر واحد");
  await page.getByRole("link", { name: "بورش مع خبز بالثوم" }).click();
  const product = page.getByRole("dialog", { name: "بورش مع خبز بالثوم" });
  await expect(product).toBeVisible();
  await shot(page, "judging-ar-product");
  await product.getByRole("button", { name: /^أضف بورش مع خبز بالثوم/ }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await product.getByRole("button", { name: "إغلاق" }).click();
  await expect(product).toBeHidden();

  await page.getByTestId("menu-search").fill("لاغر");
  const gate = page.getByTestId("age-gate");
  await page.locator('[data-testid="age-reveal"]:visible').first().click();
  await expect(gate).toBeVisible();
  await expect(gate.getByRole("heading", { name: "هل عمرك 18 عامًا أو أكثر؟" })).toBeVisible();
  await shot(page, "judging-ar-age-gate");
  await gate.getByRole("button", { name: "نعم، عمري 18 عامًا" }).click();
  await expect(gate).toBeHidden();
  await expect(visibleItems(page)).toHaveCount(1);
  await visibleItems(page).getByRole("button", { name: /^أضف لاغر فاتحة/ }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  await expect(page.getByTestId("cart-count")).toHaveText("2");

  await context.setOffline(true);
  try {
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await page.getByTestId("menu-search").fill("سيزر");
    await expect(visibleItems(page)).toHaveCount(1);
    await page.getByRole("link", { name: "سلطة سيزر بالدجاج" }).click();
    await expect(page.getByRole("dialog", { name: "سلطة سيزر بالدجاج" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByTestId("cart-button").click();
    const cart = page.getByTestId("cart-dialog");
    await expect(cart.getByTestId("cart-line-title")).toHaveText(["بورش مع خبز بالثوم", "لاغر فاتحة"]);
    await shot(page, "judging-ar-cart-offline");
    await page.keyboard.press("Escape");

    await page.evaluate(() => localStorage.setItem("cart_/menu_last_updated", String(Date.now() - 3_600_001)));
    await page.reload();
    await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
    await expect(page.getByTestId("cart-count")).toHaveText("0");
    await page.getByTestId("cart-button").click();
    await expect(cart).toContainText("القائمة فارغة");
  } finally {
    await context.setOffline(false);
  }
});
