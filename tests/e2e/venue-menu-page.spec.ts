import { expect, test } from "./fixtures/test";
import { demoStore } from "../../lib/db/seed/demo-store";
import { demoStoreTexts } from "../../lib/db/seed/demo-store-texts";
import { PORT, shot, venue } from "./helpers";

const VENUE_HOST = `demo.menu.localhost:${PORT}`;
const LOCALES = ["ru", "en", "zh", "ar", "tr", "fr"];

test("a language the service does not speak in the first segment lands on the same page in the best language", async ({ page, playwright }) => {
  const response = await page.goto(venue("demo", "/de/menu"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(venue("demo", "/en/menu"));
  await expect(page.getByRole("heading", { name: "Kitchen", level: 2 })).toBeVisible();

  /** Follows redirects on the venue's host, as a new browser on it would; returns where it lands. */
  async function land(path: string, headers: Record<string, string>) {
    const request = await playwright.request.newContext();
    try {
      let at = path;
      for (let hop = 0; hop < 5; hop++) {
        const response = await request.get(`http://127.0.0.1:${PORT}${at}`, { headers: { Host: VENUE_HOST, ...headers }, maxRedirects: 0 });
        const location = response.headers()["location"];
        if (!location) return { at, status: response.status() };
        const next = new URL(location, "http://venue");
        at = `${next.pathname}${next.search}`;
      }
      throw new Error(`${path}: too many redirects`);
    } finally {
      await request.dispose();
    }
  }
  expect(await land("/de/menu?table=2", { Cookie: "NEXT_LOCALE=fr", "Accept-Language": "de" })).toEqual({ at: "/fr/menu?table=2", status: 200 });
  expect(await land("/pt-BR/reviews", { "Accept-Language": "tr-TR,tr;q=0.9" })).toEqual({ at: "/tr/reviews", status: 200 });
  expect(await land("/de", { "Accept-Language": "de-DE" })).toEqual({ at: "/en/menu", status: 200 });
});

test("the venue's SEO title heads its menu in every language", async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(venue("demo", `/${locale}/menu`));
    await expect(page, locale).toHaveTitle(demoStore.seoTitle);
    await expect(page.locator('meta[property="og:title"]'), locale).toHaveAttribute("content", demoStore.seoTitle);
    await expect(page.locator('meta[name="description"]'), locale).toHaveAttribute("content", demoStore.seoDescription);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the venue's information for guests shows below its header on the menu (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const locale of viewport.width === 390 ? LOCALES : ["en"]) {
      await page.goto(venue("demo", `/${locale}/menu`));
      const notice = page.getByRole("note");
      const info = demoStoreTexts.find((texts) => texts.locale === locale)?.menuInfo ?? demoStore.menuInfo;
      await expect(notice, locale).toHaveText(info!);
      const header = await page.getByRole("heading", { level: 1, name: demoStore.name }).boundingBox();
      const box = await notice.boundingBox();
      expect(box!.y, "below the venue header").toBeGreaterThan(header!.y + header!.height);
      expect(box!.x + box!.width, "within the page").toBeLessThanOrEqual(viewport.width);
    }
    await page.goto(venue("demo", "/en/menu"));
    await page.getByRole("note").scrollIntoViewIfNeeded();
    await shot(page, `menu-info-${viewport.width}`);
    await page.goto(venue("demo", "/en/promotions/0"));
    await expect(page.getByRole("note")).toHaveCount(0);
  });
}
