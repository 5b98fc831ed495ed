import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { expect, test, type Browser, type Page, type Request } from "./fixtures/test";
import { root, shot } from "./helpers";

const copy = demoCopy("analytics");
const ABSENT = "Quokka";

const isBeacon = (url: string) => new URL(url).pathname === "/api/analytics/events";
const beaconSent = (page: Page) => page.waitForResponse((response) => isBeacon(response.url()) && response.request().method() === "POST");
/** What a beacon carries: its body rides in its address. */
const carried = (request: Request) => JSON.parse(new URL(request.url()).searchParams.get("b") ?? "{}") as { device?: string; events: unknown[] };

/** A guest scans a table's code in a browser speaking `language`; the menu open is sent at once. */
async function scan(browser: Browser, language: string, tableKey: string) {
  const context = await browser.newContext({ locale: language, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const opened = beaconSent(page);
  await page.goto(root(`/t/${tableKey}`));
  const answer = await opened;
  expect(answer.status()).toBe(204);
  expect(await answer.headerValue("set-cookie")).toBeNull();
  expect(carried(answer.request())).toMatchObject({ device: "phone", events: [["open"]] });
  return { context, page };
}

async function openDish(page: Page, title: RegExp) {
  await page.locator("a[data-product-link]").filter({ hasText: title }).first().click();
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
  await page.keyboard.press("Escape");
}

/** Types a search the menu has no answer to; once the guest stops typing, it leaves with whatever else waited. */
async function searchAbsent(page: Page): Promise<unknown[]> {
  const sent = beaconSent(page);
  await page.getByTestId("menu-search").fill(ABSENT);
  await expect(page.getByTestId("menu-search-status")).toContainText(ABSENT);
  const { events } = carried((await sent).request());
  expect(events).toContainEqual(["search", ABSENT.toLowerCase()]);
  return events;
}

test("guests from three tables in two languages open dishes and miss a search; the owner's dashboard shows it all", async ({ browser, page }) => {
  const [one, two, three] = copy.tableKeys as [string, string, string];
  const first = await scan(browser, "en-US", one);
  await expect(first.page).toHaveURL(/\/en\/menu\?table=1/);
  await openDish(first.page, /Chicken Caesar salad/);
  // the dish waited in memory and leaves with the search's beacon
  expect(await searchAbsent(first.page)).toContainEqual(["product", expect.stringMatching(/^\d+$/)]);

  const second = await scan(browser, "en-US", two);
  await openDish(second.page, /Chicken Caesar salad/);
  await searchAbsent(second.page);

  const third = await scan(browser, "ru-RU", three);
  await expect(third.page).toHaveURL(/\/ru\/menu\?table=3/);
  await searchAbsent(third.page);
  for (const guest of [first, second, third]) await guest.context.close();

  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.setViewportSize({ width: 1280, height: 800 });
  const dashboard = root(`/en/${copy.key}/admin-panel/analytics`);
  // the last beacon may still be on its way: the dashboard writes what the server received, then reads
  await expect(async () => {
    await page.goto(dashboard);
    await expect(page.getByTestId("analytics-products").locator("svg title").first()).toHaveText("Chicken Caesar salad, Count: 2", { timeout: 1000 });
  }).toPass();
  await expect(page).toHaveTitle("Analytics · Carta");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Analytics" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("analytics-opens-total")).toHaveText("3");
  const tables = page.getByTestId("analytics-tables");
  for (const name of ["Table 1", "Table 2", "Table 3"]) await expect(tables.locator("svg title").filter({ hasText: `${name}, Count: 1` })).toHaveCount(1);
  await expect(page.getByTestId("analytics-locales").locator("table")).toContainText("English");
  await expect(page.getByTestId("analytics-locales").locator("table")).toContainText("Russian");
  await expect(page.getByTestId("analytics-products").locator("svg title").first()).toHaveText("Chicken Caesar salad, Count: 2");
  await expect(page.getByTestId("analytics-searches-table")).toContainText(ABSENT.toLowerCase());
  await expect(page.getByTestId("analytics-hours").getByRole("img", { name: /Busiest: \w+, \d+:00/ })).toBeVisible();
  await shot(page, "analytics-dashboard-1280");
  await page.screenshot({ path: "test-results/screenshots/analytics-dashboard-1280-full.png", fullPage: true });

  const csv = await page.request.get(await page.getByTestId("analytics-csv").getAttribute("href").then((href) => root(href!)));
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`search,${ABSENT.toLowerCase()},${ABSENT.toLowerCase()},3,`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(root(`/ru/${copy.key}/admin-panel/analytics`));
  await expect(page.getByRole("heading", { level: 1, name: "Аналитика" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await shot(page, "analytics-dashboard-390");
  await page.screenshot({ path: "test-results/screenshots/analytics-dashboard-390-full.png", fullPage: true });
});

test("a guest with Global Privacy Control sends nothing", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "sec-gpc": "1" } });
  await context.addInitScript(() => Object.defineProperty(navigator, "globalPrivacyControl", { value: true }));
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on("request", (request) => isBeacon(request.url()) && beacons.push(request.url()));
  await page.goto(root(`/t/${copy.tableKeys[0]}`));
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  await page.getByTestId("menu-search").fill(ABSENT);
  await expect(page.getByTestId("menu-search-status")).toContainText(ABSENT);
  await page.goto("about:blank");
  expect(beacons).toEqual([]);
  await context.close();
});
