import { expect, test, type Page } from "./fixtures/test";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page, path: string) {
  await page.goto(venue("demo", path));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

const card = (page: Page, title: string) => page.getByTestId("menu-item").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("portion units are written in the guest's language on cards, in the list and in the product dialog", async ({ page }) => {
  await openMenu(page, "/ru/menu");
  const borscht = card(page, "Борщ с пампушками");
  await expect(borscht.locator("[data-item-portions]")).toContainText("300 г");
  await expect(borscht.locator("[data-item-portions]")).not.toContainText(" g");
  await borscht.getByRole("button", { name: "Добавить Борщ с пампушками, 300 г в список" }).click();
  await page.getByTestId("cart-button").click();
  await expect(page.getByTestId("cart-dialog").getByTestId("cart-line")).toContainText("300 г");
  await shot(page, "guest-units-ru-cart");
  await page.keyboard.press("Escape");

  await borscht.getByRole("link", { name: "Борщ с пампушками" }).click();
  await expect(page.getByRole("dialog", { name: "Борщ с пампушками" })).toContainText("300 г");
  await page.keyboard.press("Escape");

  await openMenu(page, "/tr/menu");
  await expect(page.locator("[data-item-portions] li[data-unit=pcs]").first()).toContainText("adet");
  await openMenu(page, "/zh/menu");
  await expect(page.locator("[data-item-portions] li[data-unit=g]").first()).toContainText("克");
});

test("a portion of one piece is counted by each language's plural rules, on the card and in the list", async ({ page }) => {
  const pieces = page.locator("[data-item-portions] li[data-unit=pcs][data-weight^='1.']");
  for (const [locale, one] of [
    ["en", "1 pc"],
    ["fr", "1 pce"],
    ["ar", "قطعة واحدة"],
    ["ru", "1 шт."],
  ] as const) {
    await openMenu(page, `/${locale}/menu`);
    await expect(pieces.first(), locale).toContainText(one);
    if (locale === "en") await expect(pieces.first()).not.toContainText("pcs");
  }
  await openMenu(page, "/en/menu");
  const games = page.locator("[data-menu-nav]").getByRole("link", { name: "Games", exact: true });
  await games.click();
  await expect(games).toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Add Carcassonne, 1 pc to the list" }).click();
  await page.getByTestId("cart-button").click();
  await expect(page.getByTestId("cart-dialog").getByTestId("cart-line")).toContainText("1 pc");
});
