import sharp from "sharp";
import { expect, test, type Page } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot, venue } from "./helpers";

const copy = demoCopy("offline");

test.use({ viewport: { width: 390, height: 844 } });

const MENU = venue(copy.key, "/en/menu");
const items = (page: Page) => page.getByTestId("menu-item");

/** Sets the English name of the first drinks category (a suffixed one by default) and returns both names. */
async function renameFirstDrinksCategory(page: Page, name?: string) {
  await page.goto(root(`/en/${copy.key}/admin-panel/drinks`));
  const row = page.getByTestId("category-list").first().locator(":scope > li > [data-testid=category-row] a").first();
  const label = (await row.textContent())!.trim();
  await page.getByRole("button", { name: `Edit ${label}` }).click();
  const field = page.getByRole("dialog", { name: `Edit “${label}”` }).getByLabel("Name (English)");
  await expect(field).not.toHaveValue("");
  const before = await field.inputValue();
  const after = name ?? `${before} ${Date.now().toString(36)}`;
  await field.fill(after);
  await page.getByRole("dialog", { name: `Edit “${label}”` }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Category saved")).toBeVisible();
  return { before, after };
}

/** Gives the Caesar salad a photo: the menu's only one, so it loads at once with the page. */
async function photographCaesar(page: Page) {
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByRole("link", { name: "Салаты", exact: true }).click();
  await page.getByRole("button", { name: "Edit Цезарь с курицей" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit “Цезарь с курицей”" });
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#4d7c0f" } }).png().toBuffer();
  await dialog.getByLabel("Photo").setInputFiles({ name: "caesar.png", mimeType: "image/png", buffer: png });
  await expect(dialog.locator("img")).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
}

/** The page is under the service worker, and its caches hold the page, its script and every photo it shows. */
async function keptForOffline() {
  if (!navigator.serviceWorker.controller) return false;
  const script = document.querySelector<HTMLScriptElement>("script[type=module][src]")?.src;
  const photos = [...document.images].map((image) => image.currentSrc).filter((url) => url.startsWith(location.origin));
  if (!script || photos.length === 0) return false;
  const kept = await Promise.all([location.href, script, ...photos].map((url) => caches.match(url, { ignoreVary: true })));
  return kept.every(Boolean);
}

const photoShown = (page: Page) => page.locator("[data-menu-item] img").first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test("the first visit is enough: the page, its script, its stylesheet and the photos seen work offline", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext({ locale: "en-US" });
  const adminPage = await admin.newPage();
  await signInWithApi(adminPage.request, copy.owner.email, copy.owner.password);
  await photographCaesar(adminPage);
  await admin.close();

  await page.goto(MENU);
  await expect.poll(() => photoShown(page)).toBe(true);
  await expect.poll(() => page.evaluate(keptForOffline), { timeout: 20_000 }).toBe(true);
  const count = await items(page).count();

  await context.setOffline(true);
  try {
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(items(page)).toHaveCount(count);
    await expect.poll(() => photoShown(page)).toBe(true);
    await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
    await expect(page.locator(".menu-card").first()).toHaveCSS("border-top-style", "solid");
    await shot(page, "offline-first-visit");
  } finally {
    await context.setOffline(false);
  }
});

test("after one visit the menu opens offline, and a changed menu is served fresh once back online", async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await page.goto(MENU);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  const count = await items(page).count();
  expect(count).toBeGreaterThanOrEqual(20);

  await context.setOffline(true);
  const unvisited = await context.newPage();
  await expect(unvisited.goto(venue(copy.key, "/zh/menu")), "the network is really off").rejects.toThrow();
  await unvisited.close();
  const offline = await page.goto(MENU);
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(items(page)).toHaveCount(count);
  await expect(page.getByTestId("cart-button")).toHaveAttribute("data-restored", "true");
  await page.getByTestId("cart-button").click();
  await expect(page.getByTestId("cart-dialog")).toBeVisible();

  const admin = await browser.newContext({ locale: "en-US" });
  const adminPage = await admin.newPage();
  await signInWithApi(adminPage.request, copy.owner.email, copy.owner.password);
  const renamed = await renameFirstDrinksCategory(adminPage);
  try {
    await context.setOffline(false);
    await page.goto(MENU);
    await expect(page.locator("main")).toContainText(renamed.after);
    await context.setOffline(true);
    await page.goto(MENU);
    await expect(page.locator("main")).toContainText(renamed.after);
  } finally {
    await context.setOffline(false);
    await renameFirstDrinksCategory(adminPage, renamed.before);
    await admin.close();
  }
});
