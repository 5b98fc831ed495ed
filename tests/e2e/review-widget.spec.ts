import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot, venue } from "./helpers";

const copy = demoCopy("reviews");

const SETTINGS = `/en/${copy.key}/admin-panel/settings/yandex-reviews`;
const ORG = "1234567890";
const WIDGET = `<div style="width:560px;height:800px;overflow:hidden;position:relative;"><iframe style="width:100%;height:100%;border:1px solid #e6e6e6;border-radius:8px;box-sizing:border-box" src="https://yandex.ru/maps-reviews-widget/${ORG}?comments"></iframe><a href="https://yandex.by/maps/org/carta_demo/${ORG}/" target="_blank" style="box-sizing:border-box;text-decoration:none;color:#b3b3b3;font-size:10px">Carta Demo Lounge on the map — Yandex Maps</a></div>`;
const PWN = "window.__pwned = 1; try { parent.__pwned = 1; top.__pwned = 1; } catch (e) {}";
const HOSTILE = [
  `<script>${PWN}</script>`,
  `<img src="x" onerror="${PWN}">`,
  WIDGET.replace(/href="[^"]*"/, `href="javascript:${PWN}"`),
  WIDGET.replace("https://yandex.ru/", "https://evil.example/"),
  `${WIDGET}<script>${PWN}</script>`,
  WIDGET.replace("<iframe ", `<iframe onload="${PWN}" `),
];
/** What the test serves in place of Yandex: a page whose script tries to reach the menu page. */
const STUB = `<!doctype html><title>stub</title><p id="stub">Reviews stub ${ORG}</p><script>${PWN}; document.getElementById("stub").dataset.ran = "yes";</script>`;

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

async function openSettings(page: Page) {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(SETTINGS));
  await page.waitForLoadState("networkidle");
}

async function paste(page: Page, code: string) {
  await page.getByLabel("Widget code").fill(code);
  await page.getByRole("button", { name: "Save" }).click();
}

test.describe.configure({ mode: "serial" });

test("hostile widget code is refused with the catalogue message and nothing is stored", async ({ page }) => {
  await openSettings(page);
  await expect(page).toHaveTitle("Reviews · Carta");
  await expect(page.getByTestId("review-widget-status")).toHaveText("No review widget is connected.");
  for (const code of HOSTILE) {
    await paste(page, code);
    await expect(page.locator("#review-code-error")).toHaveText("Incorrect review widget format");
    expect(await pwned(page)).toBeUndefined();
  }
  await shot(page, "review-widget-refused");
  await page.reload();
  await expect(page.getByTestId("review-widget-status")).toHaveText("No review widget is connected.");
  await expect(page.getByLabel("Widget code")).toHaveValue("");
  await page.goto(venue(copy.key, "/en/menu"));
  await expect(page.getByRole("link", { name: "Reviews" })).toHaveCount(0);
});

test("the owner connects the widget; guests see it in a sandboxed frame that cannot reach the menu", async ({ page }) => {
  await openSettings(page);
  await paste(page, WIDGET);
  await expect(page.getByText("Review widget saved")).toBeVisible();
  await expect(page.getByTestId("review-widget-status")).toContainText(`Connected: organisation ${ORG}.`);
  await shot(page, "review-widget-settings");

  const frames: string[] = [];
  await page.route("https://yandex.ru/maps-reviews-widget/**", async (route) => {
    frames.push(route.request().url());
    await route.fulfill({ contentType: "text/html", body: STUB });
  });
  await page.goto(venue(copy.key, "/en/menu"));
  await page.getByRole("link", { name: "Reviews" }).click();
  await expect(page).toHaveURL(venue(copy.key, "/en/reviews"));
  await expect(page).toHaveTitle("Reviews · Carta Demo Lounge");
  await expect(page.getByRole("heading", { name: "Reviews", level: 2 })).toBeVisible();
  const frame = page.getByTitle("Reviews of Carta Demo Lounge on Yandex Maps");
  await expect(frame).toHaveAttribute("src", `https://yandex.ru/maps-reviews-widget/${ORG}?comments`);
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-popups allow-popups-to-escape-sandbox");
  await expect(frame).toHaveAttribute("referrerpolicy", "no-referrer");
  await expect(frame).toHaveAttribute("loading", "lazy");
  const stub = page.frameLocator('[data-testid="reviews-frame"]').locator("#stub");
  await expect(stub).toHaveText(`Reviews stub ${ORG}`);
  await expect(stub).toHaveAttribute("data-ran", "yes");
  expect(frames).toEqual([`https://yandex.ru/maps-reviews-widget/${ORG}?comments`]);
  expect(await pwned(page)).toBeUndefined();
  expect(await page.content()).not.toContain("__pwned");
  await shot(page, "guest-reviews");

  await page.goto(venue(copy.key, "/zh/reviews"));
  await expect(page.getByRole("heading", { name: "评价", level: 2 })).toBeVisible();
  expect(await pwned(page)).toBeUndefined();
});

test("a venue without a widget has no Reviews link and a friendly empty page", async ({ page }) => {
  // The rival venue offers Russian only.
  await page.goto(venue("rival", "/ru/menu"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("menu-extras")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Отзывы" })).toHaveCount(0);
  await page.goto(venue("rival", "/ru/reviews"));
  await expect(page.getByText("Заведение пока не подключило отзывы.")).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the owner removes the widget with an empty field", async ({ page }) => {
  await openSettings(page);
  await paste(page, "");
  await expect(page.getByText("Review widget removed")).toBeVisible();
  await expect(page.getByTestId("review-widget-status")).toHaveText("No review widget is connected.");
  await page.goto(venue(copy.key, "/en/reviews"));
  await expect(page.getByText("This venue has not connected reviews yet.")).toBeVisible();
});

for (const account of [ACCOUNTS.rivalOwner, ACCOUNTS.rivalStoreManager]) {
  test(`${account.email} gets 404 on demo's review widget settings`, async ({ request }) => {
    await signInWithApi(request, account.email, account.password);
    expect((await request.get(root(`/en/${copy.key}/admin-panel/settings/yandex-reviews`))).status()).toBe(404);
    expect((await request.get(root("/en/rival/admin-panel/settings/yandex-reviews"))).status()).toBe(200);
  });
}
