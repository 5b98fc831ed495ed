import { expect, test, type Page } from "./fixtures/test";
import { expectNoAxeViolations, smallTexts } from "./guest-a11y-helpers";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page, path = "/en/menu") {
  await page.goto(venue("demo", path));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
}

for (const locale of ["en", "zh", "ar"]) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`the ${locale} menu in ${colorScheme} colours has no axe violations and no text under 16 px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openMenu(page, `/${locale}/menu`);
      await expectNoAxeViolations(page, `${locale} menu, ${colorScheme}`);
      expect(await smallTexts(page)).toEqual([]);
    });
  }
}

test("the product dialog, the cart and the age gate pass axe, in both colour schemes", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await openMenu(page);
    await page.getByRole("link", { name: "Chicken Caesar salad" }).click();
    const product = page.getByRole("dialog", { name: "Chicken Caesar salad" });
    await expect(product).toBeVisible();
    await expectNoAxeViolations(page, `product dialog, ${colorScheme}`);
    expect(await smallTexts(page)).toEqual([]);
    await product.getByRole("button", { name: /^Add Chicken Caesar salad/ }).first().click();
    await page.keyboard.press("Escape");
    await expect(product).toBeHidden();

    await page.getByTestId("cart-button").click();
    const cart = page.getByTestId("cart-dialog");
    await expect(cart.getByTestId("cart-line")).not.toHaveCount(0);
    await expectNoAxeViolations(page, `cart, ${colorScheme}`);
    expect(await smallTexts(page)).toEqual([]);
    await cart.getByRole("button", { name: "Clear the list" }).click();
    await page.keyboard.press("Escape");

    await page.locator("section[data-age-restricted]").first().evaluate((section) => section.scrollIntoView({ block: "start" }));
    const gate = page.getByTestId("age-gate");
    await expect(gate).toBeVisible();
    await expectNoAxeViolations(page, `age gate, ${colorScheme}`);
    expect(await smallTexts(page)).toEqual([]);
    await gate.getByRole("button", { name: "No" }).click();
  }
  await shot(page, "a11y-age-gate-dark");
});

test("search with results and with none passes axe, in Arabic too", async ({ page }) => {
  for (const [locale, hit, miss] of [
    ["en", "caesar", "zzzz"],
    ["ar", "سيزر", "zzzz"],
  ]) {
    await openMenu(page, `/${locale}/menu`);
    await page.getByTestId("menu-search").fill(hit!);
    await expect(page.locator('[data-testid="menu-item"]:visible')).toHaveCount(1);
    await expectNoAxeViolations(page, `${locale} search with results`);
    await page.getByTestId("menu-search").fill(miss!);
    await expect(page.locator('[data-testid="menu-item"]:visible')).toHaveCount(0);
    await expect(page.getByTestId("menu-search-status")).toBeVisible();
    await expectNoAxeViolations(page, `${locale} search without results`);
    expect(await smallTexts(page)).toEqual([]);
  }
});

test("promotions, deterrence and not-found pages on a venue pass axe", async ({ page }) => {
  for (const path of ["/en/promotions/0", "/ar/promotions/1", "/en/deterrence", "/ar/deterrence", "/ar/no/such/page"]) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(venue("demo", path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path}, ${colorScheme}`);
      expect(await smallTexts(page), path).toEqual([]);
    }
  }
});

test("a product opens with Enter and closes with Escape, giving focus back; the list works by keyboard", async ({ page }) => {
  await openMenu(page);
  const link = page.getByRole("link", { name: "Chicken Caesar salad" });
  await link.focus();
  await page.keyboard.press("Enter");
  const product = page.getByRole("dialog", { name: "Chicken Caesar salad" });
  await expect(product).toBeVisible();
  await expect(product.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(product).toBeHidden();
  await expect(link).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add Chicken Caesar salad, 250 g to the list" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  const cartButton = page.getByTestId("cart-button");
  await cartButton.focus();
  await page.keyboard.press("Enter");
  const cart = page.getByTestId("cart-dialog");
  await expect(cart).toBeVisible();
  const more = cart.getByRole("button", { name: "One more: Chicken Caesar salad" });
  for (let step = 0; step < 12 && !(await more.evaluate((button) => button === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(more).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cart.getByTestId("cart-quantity")).toHaveText(["2"]);
  await page.keyboard.press("Escape");
  await expect(cart).toBeHidden();
  await expect(cartButton).toBeFocused();
});

test("the 16 px check notices smaller visible text and skips screen-reader-only text", async ({ page }) => {
  await openMenu(page);
  await page.evaluate(() => {
    const add = (html: string) => document.querySelector("main")!.insertAdjacentHTML("afterbegin", html);
    add('<p style="font-size: 12px">tiny print</p>');
    add('<p class="sr-only" style="font-size: 10px">only for screen readers</p>');
  });
  expect(await smallTexts(page)).toEqual(["tiny print: 12px"]);
});
