import { readFileSync } from "node:fs";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import { fillCaesarDietary } from "./dietary-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { expect, test, type Page } from "./fixtures/test";
import { shot, venue } from "./helpers";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function openMenu(page: Page, path = "/en/menu", key = "demo") {
  await page.goto(venue(key, path));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

const card = (page: Page, title: string) => page.locator("[data-menu-item]").filter({ hasText: title }).first();
const itemId = async (page: Page, title: string) => Number(await card(page, title).getAttribute("data-menu-item"));
const search = (page: Page) => new URL(page.url()).search;

test("a product opens over the menu by its title; Back and Escape close it; its portions go to the list", async ({ page }) => {
  await openMenu(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const caesar = card(page, "Chicken Caesar salad");
  const id = await itemId(page, "Chicken Caesar salad");
  // An item without a photo is a compact row: no picture, no placeholder.
  await expect(caesar.locator("img")).toHaveCount(0);

  const link = caesar.getByRole("link", { name: "Chicken Caesar salad" });
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Chicken Caesar salad" });
  await expect(dialog).toBeVisible();
  expect(search(page)).toBe(`?product=${id}`);
  await expect(dialog.locator("img")).toHaveCount(0);
  await expect(dialog.locator("[data-item-portions] li").first()).toContainText(/\d/);
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await shot(page, "product-modal-light");

  const count = Number(await page.getByTestId("cart-count").textContent());
  await dialog.getByRole("button", { name: /^Add Chicken Caesar salad/ }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText(String(count + 1));

  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(search(page)).toBe("");
  await expect(link).toBeFocused();

  await link.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect.poll(() => search(page)).toBe("");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("a deep link opens the product, in dark theme too, and closing it returns to the menu", async ({ page }) => {
  await openMenu(page);
  const id = await itemId(page, "Chicken Caesar salad");
  await page.emulateMedia({ colorScheme: "dark" });
  await openMenu(page, `/en/menu?product=${id}`);
  const dialog = page.getByRole("dialog", { name: "Chicken Caesar salad" });
  await expect(dialog).toBeVisible();
  await expect(page.locator("dialog[open]")).toHaveCount(1);
  await shot(page, "product-modal-dark");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  expect(search(page)).toBe("");
  await shot(page, "product-menu-dark");
});

test("without JavaScript a deep link still shows the product, with a way back to the menu", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(venue("demo", "/en/menu"));
  const id = await itemId(page, "Chicken Caesar salad");
  await page.goto(venue("demo", `/en/menu?product=${id}`));
  const dialog = page.getByRole("dialog", { name: "Chicken Caesar salad" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("[data-item-portions] li").first()).toBeVisible();
  await shot(page, "product-no-js");
  await dialog.getByRole("link", { name: "Back to the menu" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(search(page)).toBe("");
  await context.close();
});

test("an 18+ product asks the guest's age before it opens", async ({ page }) => {
  await openMenu(page);
  const id = await itemId(page, "Pale lager");
  const gate = page.getByTestId("age-gate");
  const lager = page.getByRole("dialog", { name: "Pale lager" });

  await openMenu(page, `/en/menu?product=${id}`);
  await expect(gate).toBeVisible();
  await expect(lager).toBeHidden();
  await gate.getByRole("button", { name: "No" }).click();
  await expect(lager).toBeHidden();
  await expect.poll(() => search(page)).toBe("");

  await openMenu(page, `/en/menu?product=${id}`);
  await expect(gate).toBeVisible();
  await gate.getByRole("button", { name: "Yes, I am 18" }).click();
  await expect(lager).toBeVisible();
  await shot(page, "product-modal-adult");
});

const dialogCopy = demoCopy("productDialog");
const dietaryTexts = (locale: string) => (JSON.parse(readFileSync(`messages/${locale}/menu.json`, "utf8")) as { dietary: Record<string, Record<string, string>> }).dietary;

test("the dialog shows a dish's allergens, diets, badges, spiciness and calories as its card does, in every guest language", async ({ page }) => {
  test.setTimeout(120_000);
  const form = await fillCaesarDietary(page, dialogCopy);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
  await page.goto(venue(dialogCopy.key, "/en/menu"));
  const id = await itemId(page, "Chicken Caesar salad");

  for (const locale of CONTENT_LOCALES) {
    await openMenu(page, `/${locale}/menu`, dialogCopy.key);
    const caesar = page.locator(`[data-menu-item="${id}"]`);
    const tags = (await caesar.locator("[data-item-tags]").textContent())!;
    const allergens = (await caesar.locator("[data-item-allergens]").textContent())!;
    const texts = dietaryTexts(locale);
    for (const chip of [texts.badges!.hit!, texts.diets!.halal!, texts.allergens!.milk!, texts.allergens!.nuts!]) expect(`${tags}\n${allergens}`).toContain(chip);

    await caesar.locator("a[data-product-link]").click();
    const dialog = page.getByTestId("product-modal");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-item-tags]")).toHaveText(tags);
    await expect(dialog.locator("[data-item-allergens]")).toHaveText(allergens);
    await expect(dialog.locator("[data-item-tags] li")).toHaveCount(4);
    // The card's details travel whole: whatever the card shows of the dish, the dialog shows too.
    await expect(dialog.locator("[data-item-details]")).toHaveText((await caesar.locator("[data-item-details]").textContent())!);
    await shot(page, `product-modal-dietary-${locale}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // closing goes back in the history: the next page is opened once that step is taken
    await expect.poll(() => search(page)).toBe("");
  }
});
