import { expect, test } from "./fixtures/test";
import { shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("the menu links to the promotion categories, which list their promotions in the guest's language", async ({ page }) => {
  await page.goto(venue("demo", "/en/menu"));
  const strip = page.getByRole("navigation", { name: "Promotions" });
  await expect(strip.getByRole("link")).toHaveText(["Happy hours", "Weekly offers"]);
  await shot(page, "guest-promotions-strip");
  await strip.getByRole("link", { name: "Happy hours" }).click();

  await expect(page).toHaveURL(venue("demo", "/en/promotions/0"));
  await expect(page).toHaveTitle(/Happy hours — promotions/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Happy hours");
  const promotions = page.getByTestId("promotion");
  await expect(promotions.getByRole("heading", { level: 3 })).toHaveText(["30% off draft beer", "Second cocktail half price"]);
  await expect(promotions.nth(1).locator("strong")).toHaveText("half price");
  await expect(page.getByRole("navigation", { name: "Promotions" }).getByRole("link", { name: "Happy hours" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await shot(page, "guest-promotions-en");

  await page.goto(venue("demo", "/zh/promotions/1"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page).toHaveTitle(/每周优惠 — 优惠活动/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("每周优惠");
  await expect(page.getByTestId("promotion").getByRole("heading", { level: 3 })).toHaveText(["商务午餐", "周二游戏夜"]);
  await shot(page, "guest-promotions-zh");

  await page.getByRole("link", { name: "返回菜单" }).click();
  await expect(page).toHaveURL(venue("demo", "/zh/menu"));
});

test("an unknown or malformed promotion category position answers 404", async ({ page }) => {
  for (const path of ["/en/promotions/7", "/en/promotions/abc", "/en/promotions/-1"]) {
    const response = await page.goto(venue("demo", path));
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("scrolling the menu marks the section in view in the sticky navigation", async ({ page }) => {
  await page.goto(venue("demo", "/en/menu"));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  const nav = page.locator("[data-menu-nav]");
  const link = (name: string) => nav.getByRole("link", { name });
  const section = (name: string) => page.locator("section").filter({ has: page.getByRole("heading", { name, level: 2 }) });
  const scrollTo = (name: string) => section(name).evaluate((element) => element.scrollIntoView({ block: "start" }));

  await scrollTo("Hookah");
  await expect(link("Hookah")).toHaveAttribute("aria-current", "true");
  await expect(nav.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(link("Hookah")).toBeInViewport({ ratio: 1 });
  await shot(page, "guest-scroll-spy-hookah");
  const gate = page.getByTestId("age-gate");
  await expect(gate).toBeVisible();
  await gate.getByRole("button", { name: "No" }).click();
  await expect(gate).toBeHidden();

  await scrollTo("Kitchen");
  await expect(link("Kitchen")).toHaveAttribute("aria-current", "true");
  await expect(link("Hookah")).not.toHaveAttribute("aria-current", "true");
  await page.mouse.wheel(0, 600);
  await expect(link("Kitchen")).toHaveAttribute("aria-current", "true");
  await shot(page, "guest-scroll-spy-kitchen");

  const background = await link("Kitchen").evaluate((element) => getComputedStyle(element).backgroundColor);
  const idle = await link("Drinks").evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe(idle);
});

test("without JavaScript the section links still jump to their sections", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(venue("demo", "/en/menu"));
  await page.locator("[data-menu-nav]").getByRole("link", { name: "Games" }).click();
  await expect(page).toHaveURL(/#section-\d+$/);
  await expect(page.getByRole("heading", { name: "Games", level: 2 })).toBeInViewport();
  await context.close();
});
