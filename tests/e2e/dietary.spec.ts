import { CAESAR_RU, fillCaesarDietary } from "./dietary-helpers";
import { expect, test } from "./fixtures/test";
import { demoCopy } from "./fixtures/demo-copies";
import { shot, venue } from "./helpers";

const copy = demoCopy("dietary");
const DISH = "Chicken Caesar salad";

test("the owner marks a dish's allergens, badge and calories; guests read them in their language and filter the menu by them", async ({ page }) => {
  const dialog = await fillCaesarDietary(page, copy);
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByTestId("dietary-fields").scrollIntoViewIfNeeded();
  await shot(page, "dietary-admin-390");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(venue(copy.key, "/en/menu"));
  const card = page.getByTestId("menu-item").filter({ hasText: DISH });
  await expect(card).toContainText("Contains: Eggs, Milk");
  await expect(card).toContainText("May contain: Tree nuts");
  await expect(card.locator("[data-item-tags]")).toContainText("Bestseller");
  await expect(card.locator("[data-item-tags]")).toContainText("Spiciness 1 of 3");
  await expect(card.locator("[data-item-tags]")).toContainText("420 kcal");
  const jsonLd = await page.locator("script[type='application/ld+json']").first().textContent();
  expect(jsonLd).toContain('"calories":"420 calories"');

  await page.getByTestId("menu-filters").locator("summary").click();
  await page.getByTestId("menu-filters").getByLabel("Tree nuts").check();
  await expect(card).toBeHidden();
  await shot(page, "dietary-filter-1280");
  await page.reload();
  await expect(page.getByTestId("menu-item").filter({ hasText: DISH })).toBeHidden();
  await page.getByTestId("menu-filters").locator("summary").click();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("menu-item").filter({ hasText: DISH })).toBeVisible();

  await page.goto(venue(copy.key, "/ru/menu"));
  await expect(page.getByTestId("menu-item").filter({ hasText: CAESAR_RU })).toContainText("Содержит: Яйца, Молоко");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(venue(copy.key, "/ar/menu"));
  const arabic = page.getByTestId("menu-item").filter({ hasText: "سلطة سيزر بالدجاج" });
  await expect(arabic).toContainText("يحتوي على: البيض، الحليب");
  await arabic.scrollIntoViewIfNeeded();
  await shot(page, "dietary-guest-ar-390");
});
