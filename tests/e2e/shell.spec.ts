import { expect, test } from "./fixtures/test";
import { demoStoreTexts } from "../../lib/db/seed/demo-store-texts";
import { root, shot, venue } from "./helpers";
import { signInWithApi } from "./auth-helpers";
import { ACCOUNTS } from "./fixtures/tenants";

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

test("on a phone in Chinese the admin header is one short bar and its drawer shows every section", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.goto(root("/zh/demo/admin-panel/kitchen"));
  const bar = page.getByTestId("admin-bar");
  const sections = page.getByRole("navigation", { name: "主导航" });
  const toggle = bar.getByRole("button", { name: "栏目" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(sections).toBeHidden();
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
  // The work area starts right under the bar.
  expect((await page.getByRole("main").boundingBox())!.y).toBeLessThan(120);
  await shot(page, "admin-phone-zh-closed");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const links = sections.getByRole("link");
  await expect(links).toHaveText(["厨房", "饮品", "水烟", "游戏", "优惠活动", "餐桌", "数据分析", "设置", "订阅", "联系我们"]);
  await expect(links.first()).toBeFocused();
  for (const link of await links.all()) {
    await expect(link).toBeInViewport({ ratio: 1 });
    // A label stays on one line: no column one character wide.
    const box = (await link.boundingBox())!;
    expect(box.height).toBeLessThan(48);
    expect(box.width).toBeGreaterThan(100);
  }
  await expect(page.getByTestId("locale-switch")).toBeVisible();
  await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible();
  await shot(page, "admin-phone-zh-open");

  await page.keyboard.press("Escape");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(toggle).toBeFocused();
  await expect(sections).toBeHidden();

  // Leaving the drawer with Tab closes it too.
  await toggle.click();
  await page.getByRole("button", { name: "退出登录" }).focus();
  await page.keyboard.press("Tab");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");

  await toggle.click();
  await links.filter({ hasText: "餐桌" }).click();
  await expect(page).toHaveURL(root("/zh/demo/admin-panel/tables"));
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(sections).toBeHidden();
});

test("on a desktop the admin sections stay in the sidebar with no drawer button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithApi(page.request, ACCOUNTS.demoOwner.email, ACCOUNTS.demoOwner.password);
  await page.goto(root("/en/demo/admin-panel/kitchen"));
  await expect(page.getByTestId("admin-bar")).toBeHidden();
  const links = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link");
  await expect(links).toHaveCount(10);
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  const sidebar = (await links.first().boundingBox())!;
  const user = (await page.getByTestId("current-user").boundingBox())!;
  expect(user.x).toBeGreaterThan(sidebar.x + sidebar.width);
  expect(user.y).toBeLessThan(80);
  await shot(page, "admin-desktop-en");
});
