import { expect, test } from "./fixtures/test";
import { RIVAL_STORE } from "./fixtures/tenants";
import { schemaOrgProblems } from "../support/schema-org-vocabulary";
import { PORT, root, shot, venue } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

const VENUE_HOST = `demo.menu.localhost:${PORT}`;
const LOCALES = ["ru", "en", "zh", "ar", "tr", "fr"];

test("the demo venue speaks six languages, Arabic right to left", async ({ page }) => {
  const expected = {
    ru: ["Кухня", "Найти блюдо или напиток"],
    en: ["Kitchen", "Search dishes and drinks"],
    zh: ["厨房", null],
    ar: ["المطبخ", "ابحث عن الأطباق والمشروبات"],
    tr: ["Mutfak", "Yemek ve içecek ara"],
    fr: ["Cuisine", "Rechercher plats et boissons"],
  } as const;
  for (const [locale, [kitchen, placeholder]] of Object.entries(expected)) {
    const response = await page.goto(venue("demo", `/${locale}/menu`));
    expect(response?.status(), locale).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { name: kitchen, level: 2 })).toBeVisible();
    if (placeholder) await expect(page.getByTestId("menu-search")).toHaveAttribute("placeholder", placeholder);
    await expect(page.getByTestId("locale-switch").locator("option")).toHaveCount(6);
  }
  await page.goto(venue("demo", "/ar/menu"));
  const search = await page.getByTestId("menu-search").boundingBox();
  const cart = await page.getByTestId("cart-button").boundingBox();
  expect(cart!.x, "the list button sits on the left in Arabic").toBeLessThan(search!.x + search!.width / 2);
  await expect(page.getByRole("heading", { name: "سلطة سيزر بالدجاج", level: 4 })).toBeVisible();
  await shot(page, "guest-menu-ar");

  await page.getByTestId("locale-switch").selectOption("fr");
  await expect(page).toHaveURL(venue("demo", "/fr/menu"));
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { name: "Cuisine", level: 2 })).toBeVisible();
  await shot(page, "guest-menu-fr");
});

test("an unprefixed venue path picks among the venue's languages: cookie, then Accept-Language by q-value, then English", async ({ request }) => {
  const go = (headers: Record<string, string>) =>
    request.get(`http://127.0.0.1:${PORT}/menu`, { headers: { Host: VENUE_HOST, ...headers }, maxRedirects: 0 });
  expect((await go({ "Accept-Language": "ar-EG,ar;q=0.9" })).headers().location).toMatch(/\/ar\/menu$/);
  expect((await go({ "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" })).headers().location).toMatch(/\/fr\/menu$/);
  expect((await go({ "Accept-Language": "tr", Cookie: "NEXT_LOCALE=zh" })).headers().location).toMatch(/\/zh\/menu$/);
  expect((await go({ "Accept-Language": "de-DE,de;q=0.9" })).headers().location).toMatch(/\/en\/menu$/);
  expect((await go({ "Accept-Language": "de-DE,tr;q=0.5,ar;q=0.8" })).headers().location).toMatch(/\/ar\/menu$/);
  expect((await go({})).headers().location).toMatch(/\/en\/menu$/);
  const rival = await request.get(`http://127.0.0.1:${PORT}/menu?table=1`, {
    headers: { Host: `${RIVAL_STORE}.menu.localhost:${PORT}`, "Accept-Language": "de-DE,fr;q=0.9,en;q=0.8" },
    maxRedirects: 0,
  });
  expect(rival.headers().location, "a venue offering only Russian").toMatch(/\/ru\/menu\?table=1$/);
});

test("the root site keeps ru, en and zh: an Arabic prefix there is just an unknown page", async ({ page }) => {
  const response = await page.goto(root("/ar"));
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(root("/en/ar"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("a language the venue has no content in goes to its primary language, the page and query kept", async ({ request, page }) => {
  const response = await request.get(`http://127.0.0.1:${PORT}/ar/menu?product=1`, {
    headers: { Host: `${RIVAL_STORE}.menu.localhost:${PORT}` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toMatch(/^(https?:\/\/[^/]+)?\/ru\/menu\?product=1$/);

  await page.goto(venue(RIVAL_STORE, "/fr/menu"));
  await expect(page).toHaveURL(venue(RIVAL_STORE, "/ru/menu"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rival Bar");
  await expect(page.getByText("Carta Demo Lounge")).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"]')).toHaveCount(2);
  await expect(page.getByTestId("locale-switch").locator("option")).toHaveText(["Русский"]);
});

test("venue pages carry hreflang for every offered language, canonical, og:url and JSON-LD in their language", async ({ page }) => {
  await page.goto(venue("demo", "/ar/menu"));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", venue("demo", "/ar/menu"));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", venue("demo", "/ar/menu"));
  for (const locale of LOCALES) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute("href", venue("demo", `/${locale}/menu`));
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", venue("demo", "/ru/menu"));
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({
    "@type": "Restaurant",
    url: venue("demo", "/ar/menu"),
    address: { "@type": "PostalAddress" },
    priceRange: expect.stringMatching(/^\u200f?\d+\.\d{2}\u00a0BYN – \u200f?\d+\.\d{2}\u00a0BYN$/),
    hasMenu: { "@type": "Menu", inLanguage: "ar" },
  });
  expect(schemaOrgProblems(data)).toEqual([]);
  expect(data.hasMenu.hasMenuSection[0].name).toBe("المطبخ");

  await page.goto(venue("demo", "/tr/promotions/1"));
  await expect(page).toHaveTitle(/Haftalık fırsatlar — kampanyalar/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", venue("demo", "/tr/promotions/1"));
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", venue("demo", "/fr/promotions/1"));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", venue("demo", "/tr/promotions/1"));
});

test("guest pages and venue error screens are translated in Arabic, Turkish and French", async ({ page }) => {
  await page.goto(venue("demo", "/fr/deterrence"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Le menu est en préparation");
  await expect(page).toHaveTitle(/Le menu est en préparation/);

  const missing = await page.goto(venue("demo", "/ar/no/such/page"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "الصفحة غير موجودة" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shot(page, "guest-not-found-ar");

  await page.goto(venue("demo", "/tr/promotions/0"));
  await expect(page.getByRole("link", { name: "Menüye dön" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Mutlu saatler");

  await page.goto(venue("demo", "/fr/menu"));
  await page.getByTestId("menu-search").fill("zzzz");
  await expect(page.getByTestId("menu-search-status")).toHaveText("Aucun résultat pour « zzzz ». Essayez un autre mot.");
  await page.getByTestId("menu-search").fill("César");
  await expect(page.getByTestId("menu-search-status")).toHaveText("1 article trouvé");
});
