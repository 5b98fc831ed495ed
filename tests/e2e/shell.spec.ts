import { expect, test } from "./fixtures/test";
import { demoStoreTexts } from "../../lib/db/seed/demo-store-texts";
import { root, shot, venue } from "./helpers";

test("the theme switch persists dark mode across reloads without a flash", async ({ page }) => {
  await page.goto(root("/en"));
  await page.waitForLoadState("networkidle");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByTestId("theme-switch").selectOption("dark");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload({ waitUntil: "commit" });
  await page.waitForLoadState("domcontentloaded");
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  await shot(page, "root-dark");
  await page.getByTestId("theme-switch").selectOption("light");
  await expect(page.locator("html")).toHaveClass(/light/);
});

test("the system theme follows the device", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto(venue("demo", "/en/menu"));
  await expect(page.locator("html")).toHaveClass(/dark/);
  await shot(page, "demo-venue-system-dark");
  await context.close();
});

test("the language switch changes the URL, the text and the remembered locale", async ({ page, context }) => {
  await page.goto(venue("demo", "/en/menu"));
  await page.getByTestId("locale-switch").selectOption("zh");
  await expect(page).toHaveURL(venue("demo", "/zh/menu"));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("厨房");
  await expect(page.getByTestId("menu-info")).toHaveText(demoStoreTexts.find((texts) => texts.locale === "zh")!.menuInfo!);
  const cookie = (await context.cookies()).find((entry) => entry.name === "NEXT_LOCALE");
  expect(cookie?.value).toBe("zh");
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await shot(page, "demo-venue-zh");
  await page.goto(venue("demo", "/menu"));
  await expect(page).toHaveURL(venue("demo", "/zh/menu"));
  await page.getByTestId("locale-switch").selectOption("ru");
  await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Кухня");
});
