import { expect, test, type Page } from "./fixtures/test";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page, path = "/en/menu") {
  await page.goto(venue("demo", path));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

const visibleItems = (page: Page) => page.locator('[data-testid="menu-item"]:visible');
const itemTitles = (page: Page) => visibleItems(page).locator("[data-item-title]");

async function search(page: Page, query: string) {
  await page.getByTestId("menu-search").fill(query);
}

test("search finds dishes by title and description, reads ё as е, and says when nothing matches", async ({ page }) => {
  await openMenu(page);
  const status = page.getByTestId("menu-search-status");
  const all = await visibleItems(page).count();
  expect(all).toBeGreaterThanOrEqual(20);

  await search(page, "caesar");
  await expect(itemTitles(page)).toHaveText(["Chicken Caesar salad"]);
  await expect(status).toHaveText("1 item found");
  await search(page, "PARMESAN croutons");
  await expect(itemTitles(page)).toHaveText(["Chicken Caesar salad"]);
  await shot(page, "guest-search-en");

  await search(page, "zzzz");
  await expect(visibleItems(page)).toHaveCount(0);
  await expect(status).toHaveText("Nothing found for “zzzz”. Try another word.");
  await expect(page.locator('[data-menu-nav] a:visible')).toHaveCount(0);
  await shot(page, "guest-search-empty");

  await search(page, "");
  await expect(visibleItems(page)).toHaveCount(all);

  await openMenu(page, "/ru/menu");
  for (const query of ["теплый", "ТЁПЛЫЙ", "тёплый салат"]) {
    await search(page, query);
    await expect(itemTitles(page)).toHaveText(["Тёплый салат с говядиной"]);
  }
  await search(page, "томленые");
  await expect(itemTitles(page)).toHaveText(["Свиные рёбрышки BBQ"]);
  await expect(status).toHaveText("Найдена 1 позиция");
  await shot(page, "guest-search-ru");
});

test("an 18+ category asks the guest's age: no keeps it hidden, yes is remembered for the visit", async ({ page, context }) => {
  await openMenu(page);
  const gate = page.getByTestId("age-gate");
  const beer = page.locator("section[data-age-restricted]").filter({ has: page.getByRole("heading", { name: /^Beer/ }) });
  const lager = page.getByRole("heading", { name: "Pale lager" });
  await expect(gate).toBeHidden();
  await expect(lager).toBeHidden();

  await beer.evaluate((section) => section.scrollIntoView({ block: "start" }));
  await expect(gate).toBeVisible();
  await expect(gate.getByRole("heading", { name: "Are you 18 or older?" })).toBeVisible();
  await shot(page, "guest-age-gate");
  await gate.getByRole("button", { name: "No" }).click();
  await expect(gate).toBeHidden();
  await expect(lager).toBeHidden();
  await expect(page.getByRole("heading", { name: "Lemonades" })).toBeFocused();

  await beer.getByTestId("age-reveal").first().click();
  await expect(gate).toBeVisible();
  await expect(gate.getByRole("button", { name: "Yes, I am 18" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(gate).toBeHidden();
  await expect(lager).toBeHidden();

  await beer.getByTestId("age-reveal").first().click();
  await expect(gate).toBeVisible();
  await gate.getByRole("button", { name: "Yes, I am 18" }).click();
  await expect(gate).toBeHidden();
  await expect(lager).toBeVisible();
  await expect(beer.getByRole("heading", { name: /^Beer/ })).toBeFocused();
  await shot(page, "guest-age-yes");

  await openMenu(page);
  await page.getByRole("link", { name: "Hookah" }).click();
  await expect(page.getByRole("heading", { name: "Classic bowl" })).toBeVisible();
  await expect(gate).toBeHidden();

  const another = await context.newPage();
  await openMenu(another);
  await expect(another.getByRole("heading", { name: "Pale lager" })).toBeHidden();
  await another.close();
});

test("the list merges portions, totals exactly, survives a reload and is forgotten after an hour", async ({ page }) => {
  await openMenu(page);
  await page.getByRole("button", { name: "Add Chicken Caesar salad, 250 g to the list" }).click();
  await page.getByRole("button", { name: "Add Chicken Caesar salad, 350 g to the list" }).click();
  await page.getByRole("button", { name: "Add Borscht with garlic buns, 300 g to the list" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByRole("status").filter({ hasText: "Added to the list: Borscht" })).toBeVisible();
  await shot(page, "guest-cart-added");

  await page.getByTestId("cart-button").click();
  const dialog = page.getByTestId("cart-dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Show this list to your waiter");
  await expect(dialog.getByTestId("cart-line")).toHaveCount(3);
  await expect(dialog.getByTestId("cart-total")).toHaveText("BYN 47.30");

  await dialog.getByTestId("cart-line").nth(1).getByTestId("cart-portion").selectOption({ index: 0 });
  await expect(dialog.getByTestId("cart-line")).toHaveCount(2);
  await expect(dialog.getByTestId("cart-quantity")).toHaveText(["2", "1"]);
  await expect(dialog.getByTestId("cart-total")).toHaveText("BYN 41.70");
  await expect(dialog.getByTestId("cart-portion")).toBeFocused();

  const more = dialog.getByRole("button", { name: "One more: Borscht with garlic buns" });
  await more.click();
  await more.click();
  await expect(dialog.getByTestId("cart-total")).toHaveText("BYN 61.50");
  await shot(page, "guest-cart-dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(stored).toEqual(["cart_/menu", "cart_/menu_last_updated"]);

  await openMenu(page, "/ru/menu");
  await page.getByTestId("cart-button").click();
  await expect(dialog.getByTestId("cart-line-title")).toHaveText(["Цезарь с курицей", "Борщ с пампушками"]);
  await expect(dialog.getByTestId("cart-quantity")).toHaveText(["2", "3"]);
  await expect(dialog.getByTestId("cart-total")).toHaveText("61,50 BYN");

  await page.evaluate(() => localStorage.setItem("cart_/menu_last_updated", String(Date.now() - 3_600_001)));
  await openMenu(page);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.getByTestId("cart-button").click();
  await expect(dialog).toContainText("The list is empty");
  await shot(page, "guest-cart-expired");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole menu, 18+ included, stays readable and shows no dead controls", async ({ page }) => {
    await page.goto(venue("demo", "/en/menu"));
    await expect(page.getByRole("heading", { name: "Pale lager" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Classic bowl" })).toBeVisible();
    await expect(page.getByTestId("age-reveal").first()).toBeHidden();
    await expect(page.locator('button[aria-label^="Add "]').first()).toBeHidden();
    await expect(page.getByTestId("menu-search")).toBeHidden();
    await expect(page.getByTestId("cart-button")).toBeHidden();
    await shot(page, "guest-no-js");
  });
});
