import { expect, test } from "./fixtures/test";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

const borschtDescription = (page: import("@playwright/test").Page, title: string) =>
  page.getByTestId("menu-item").filter({ has: page.getByRole("heading", { name: title, exact: true }) }).locator("[data-item-description]");

test("Turkish and French guests read English where their language has no text, and the venue's details in their language", async ({ page }) => {
  for (const [locale, title, description, address, phone] of [
    ["tr", "Sarımsaklı çörekle borş", "Minsk'in kalbinde mutfak, bar, nargile ve kutu oyunları.", "Minsk, Bağımsızlık Caddesi 1", "Masa rezervasyonu"],
    ["fr", "Bortsch et petits pains à l’ail", "Cuisine, bar, chichas et jeux de société au cœur de Minsk.", "Minsk, 1 avenue de l’Indépendance", "Réservations"],
  ] as const) {
    await page.goto(venue("demo", `/${locale}/menu`));
    await expect(borschtDescription(page, title)).toHaveText("Rich beetroot soup with beef, sour cream and garlic buns.");
    const header = page.locator("header").first();
    await expect(header).toContainText(description);
    await expect(header).toContainText(address);
    await expect(header).toContainText(phone);
    await expect(header).not.toContainText("Минск");
    await shot(page, `guest-fallback-${locale}`);
  }
  await page.goto(venue("demo", "/ru/menu"));
  await expect(page.locator("header").first()).toContainText("Минск, проспект Независимости, 1");
  await expect(page.locator("header").first()).toContainText("Бронирование столов");
});
