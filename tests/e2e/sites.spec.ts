import { expect, test } from "./fixtures/test";
import { PORT, root, shot, venue } from "./helpers";

test("the root site presents Carta and links to the demo venue", async ({ page }) => {
  const response = await page.goto(root("/"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(root("/en"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital menus for restaurants, bars and hookah lounges");
  await expect(page.getByTestId("demo-link")).toHaveAttribute("href", venue("demo", "/en/menu"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", root("/en"));
  await expect(page.locator('link[rel="alternate"][hreflang="zh"]')).toHaveAttribute("href", root("/zh"));
  await shot(page, "root-site");
});

test("the demo venue opens by its host, with its menu", async ({ page }) => {
  await page.goto(venue("demo"));
  await expect(page).toHaveURL(venue("demo", "/en/menu"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carta Demo Lounge");
  await expect(page.getByRole("heading", { name: "Kitchen", level: 2 })).toBeVisible();
  expect(await page.getByTestId("menu-item").count()).toBeGreaterThanOrEqual(20);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", venue("demo", "/en/menu"));
  await shot(page, "demo-venue");
});

test("a bare / on a venue site redirects to /menu", async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/`, {
    headers: { Host: `demo.menu.localhost:${PORT}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/menu");
});

test("an unknown venue shows the not-found screen with status 404", async ({ page }) => {
  const response = await page.goto(venue("no-such-venue", "/en/menu"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /en/menu");
  await expect(page.getByRole("link", { name: "Go to home page" })).toHaveAttribute("href", "/");
  await shot(page, "unknown-venue");
});

test("an unknown custom domain answers 404", async ({ request }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/en/menu`, { headers: { Host: "menu.unknown-venue.test" } });
  expect(response.status()).toBe(404);
});

test("internal route folders answer 404 when requested directly", async ({ page, request }) => {
  for (const path of ["/en/root-domain", "/en/menu-domain/demo/menu", "/ru/root-domain/demo/admin-panel"]) {
    const direct = await request.get(root(path), { maxRedirects: 0 });
    expect(direct.status(), path).toBe(404);
    const onVenue = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: `demo.menu.localhost:${PORT}` } });
    expect(onVenue.status(), `venue ${path}`).toBe(404);
  }
  const response = await page.goto(root("/en/menu-domain/demo/menu"));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found-path")).toHaveText("Page Not Found: /en/menu-domain/demo/menu");
  await shot(page, "internal-path-404");
});

test("a route that matches nothing shows its path, in every language", async ({ page }) => {
  const expected = {
    ru: ["Страница не найдена", "Страница не найдена: /ru/no/such/page"],
    en: ["Page not found", "Page Not Found: /en/no/such/page"],
    zh: ["页面未找到", "页面未找到：/zh/no/such/page"],
  };
  for (const [locale, [heading, message]] of Object.entries(expected)) {
    const response = await page.goto(root(`/${locale}/no/such/page`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
    await expect(page.getByTestId("not-found-path")).toHaveText(message!);
  }
  await shot(page, "not-found-zh");
});

test("the health endpoint checks the database", async ({ request }) => {
  const response = await request.get(root("/api/health"));
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { ok: true, engine: "pglite" } });
});
