import { expect, test, type APIRequestContext } from "./fixtures/test";
import { CONTENT_LOCALES } from "../../lib/i18n/locales";
import { demoMenu } from "../../lib/db/seed/demo-menu";
import type { DemoCategory } from "../../lib/db/seed/demo-types";
import { SETUP_STORE } from "./fixtures/tenants";
import { PORT } from "./helpers";

const HOST = `${SETUP_STORE}.menu.localhost:${PORT}`;

/** Every item and promotion title of the menu the venue in setup holds (the demo menu), in every language. */
function menuTexts(): string[] {
  const titles: string[] = [];
  const walk = (category: DemoCategory) => {
    for (const item of category.items ?? []) titles.push(...Object.values(item.title));
    for (const child of category.children ?? []) walk(child);
  };
  for (const section of demoMenu.sections) section.categories.forEach(walk);
  for (const group of demoMenu.promotionCategories) for (const promotion of group.promotions) titles.push(...Object.values(promotion.title));
  return [...new Set(titles)].filter((title) => title.length >= 6);
}

const MENU_TEXTS = menuTexts();

function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: HOST, ...headers }, maxRedirects: 0 });
}

function leaked(body: string): string[] {
  const found = MENU_TEXTS.filter((title) => body.includes(title));
  if (body.includes("application/ld+json")) found.push("application/ld+json");
  return found;
}

/** A product id of the venue in setup: its items were written right after the demo's. */
async function setupProductId(request: APIRequestContext): Promise<number> {
  const demo = await request.get(`http://127.0.0.1:${PORT}/en/menu`, { headers: { Host: `demo.menu.localhost:${PORT}` } });
  const ids = [...(await demo.text()).matchAll(/[?&]product=(\d+)/g)].map((match) => Number(match[1]));
  expect(ids.length).toBeGreaterThan(0);
  return Math.max(...ids) + 1;
}

test("a venue in its setup period sends no menu in any response, in any language, cached or not", async ({ request }) => {
  test.setTimeout(180_000);
  const product = await setupProductId(request);
  for (const locale of CONTENT_LOCALES) {
    const paths = [`/${locale}/menu`, `/${locale}/promotions/0`, `/${locale}/promotions/1`, `/${locale}/reviews`, `/${locale}/menu?product=${product}`];
    for (const path of paths) {
      // twice: the first answer may come from a render, the second from the page cache
      for (const attempt of [1, 2]) {
        const response = await get(request, path);
        expect(response.status(), `${path} #${attempt}`).toBe(307);
        expect(response.headers()["location"], path).toBe(`/${locale}/deterrence`);
        expect(leaked(await response.text()), path).toEqual([]);
        expect((await response.body()).length, `${path}: a redirect carries no page`).toBe(0);
      }
      const router = await get(request, path, { RSC: "1" });
      expect(leaked(await router.text()), `${path} (RSC)`).toEqual([]);
      const rscQuery = `${path}${path.includes("?") ? "&" : "?"}_rsc=abc12`;
      const routerByQuery = await get(request, rscQuery, { RSC: "1", "Next-Router-State-Tree": "%5B%22%22%5D" });
      expect(leaked(await routerByQuery.text()), rscQuery).toEqual([]);
    }
  }
  const deterrence = await get(request, "/en/deterrence");
  expect(deterrence.status()).toBe(200);
  expect(leaked(await deterrence.text())).toEqual([]);
});
