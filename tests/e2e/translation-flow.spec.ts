import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as requests, test, type APIRequestContext, type Page } from "@playwright/test";
import lockfile from "proper-lockfile";
import { startLibreTranslateServer, startOpenAiServer, type FakeServer } from "../support/translation-servers";
import { ACCOUNTS } from "./fixtures/tenants";
import { PORT, shot } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";

/** Own servers of this spec; the suite and the other specs use PORT to PORT + 6. */
const LIBRE_PORT = PORT + 7;
const CHAT_PORT = PORT + 8;
const guestMenu = (port: number, locale: string) => `http://demo.menu.localhost:${port}/${locale}/menu`;
const statusesOf = (request: APIRequestContext, origin: string, id: number) =>
  request.post(`${origin}/api/translations/statuses`, { data: { type: "Product", ids: [id] } });

async function signIn(request: APIRequestContext, origin: string) {
  const { email, password } = ACCOUNTS.demoOwner;
  const { csrfToken } = (await (await request.get(`${origin}/api/auth/csrf`)).json()) as { csrfToken: string };
  const answer = await request.post(`${origin}/api/auth/callback/credentials`, {
    form: { csrfToken, email, password, remember: "true", callbackUrl: `${origin}/en` },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
}

async function addAbbreviation(page: Page, origin: string) {
  await page.goto(`${origin}/en/demo/admin-panel/settings/translations-map`);
  await page.getByRole("button", { name: "Add entry" }).click();
  const dialog = page.getByRole("dialog", { name: "New entry" });
  await dialog.getByLabel("Abbreviation or name").fill("с/с");
  await dialog.getByLabel("Full form").fill("собственного производства");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText("Entry added")).toBeVisible();
}

/** Adds a product to the demo's salads (a kitchen category with no schedule); answers its id, read from the list's status poll. */
async function addSalad(page: Page, origin: string, title: string, price: string): Promise<number> {
  await page.goto(`${origin}/en/demo/admin-panel/kitchen`);
  await page.getByRole("link", { name: "Салаты", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Салаты" })).toBeVisible();
  await page.getByRole("button", { name: "Add product" }).click();
  const dialog = page.getByRole("dialog", { name: "New product" });
  await dialog.getByLabel("Title (Russian)").fill(title);
  const portion = dialog.getByTestId("portion-row").nth(0);
  await portion.getByLabel("Weight or volume").fill("300");
  await portion.getByLabel("Price, BYN").fill(price);
  const poll = page.waitForRequest((sent) => sent.url().endsWith("/api/translations/statuses"), { timeout: 30_000 });
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Item added")).toBeVisible();
  const { ids } = (await poll).postDataJSON() as { ids: number[] };
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

/** The guest card whose title is `title`, in `locale`, on the demo venue's menu. */
async function guestCard(page: Page, port: number, locale: string, title: string) {
  await page.goto(guestMenu(port, locale));
  return page.getByTestId("menu-item").filter({ has: page.locator("[data-item-title]", { hasText: title }) });
}

const sentWith = (server: FakeServer, text: string) =>
  server.requests.filter((sent) => JSON.stringify(sent.body).includes(text)).map((sent) => (sent.body as { target: string }).target);

async function waitUntilUnlocked(dataDir: string) {
  const options = { lockfilePath: path.join(dataDir, "carta.lock"), stale: 10_000, realpath: false };
  await expect.poll(() => lockfile.check(dataDir, options), { timeout: 30_000 }).toBe(false);
}

test.describe.configure({ mode: "serial" });

test("LibreTranslate: a Russian product reaches the en and zh menus with the abbreviation expanded, and a job cut by kill -9 finishes after a restart", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const engine = await startLibreTranslateServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-translation-flow-"));
  const settings = { DATA_DIR: dataDir, TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: engine.url, JOB_LEASE_SECONDS: "5" };
  let server: OwnServer | undefined = await startOwnServer(LIBRE_PORT, settings);
  const anonymous = await requests.newContext();
  try {
    const { origin } = server;
    await signIn(page.request, origin);
    await addAbbreviation(page, origin);

    // The engine holds its answers: the new product's badge is seen while its jobs wait.
    engine.hold();
    const id = await addSalad(page, origin, "Пельмени с/с", "14.90");
    const row = page.getByTestId("item-row").filter({ hasText: "Пельмени с/с" });
    await expect(row.getByTestId("translation-badge")).toHaveText(/Translation queued|Translating…/);
    await expect(row).toContainText("14.90 BYN");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await shot(page, "translation-flow-queued");

    const owner = await statusesOf(page.request, origin, id);
    expect(owner.status()).toBe(200);
    expect(await owner.json()).toEqual([{ id, status: expect.stringMatching(/^in_(queue|progress)$/) as unknown }]);
    expect((await statusesOf(anonymous, origin, id)).status()).toBe(401);

    engine.release();
    await expect(row.getByTestId("translation-badge")).toHaveCount(0, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await (await statusesOf(page.request, origin, id)).json()).toEqual([{ id, status: "completed" }]);
    expect(engine.problems).toEqual([]);
    expect(sentWith(engine, "Пельмени собственного производства").sort()).toEqual(["ar", "en", "fr", "tr", "zh"]);

    const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const english = await guestCard(guest, LIBRE_PORT, "en", "[en] ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА");
    await expect(english).toHaveCount(1);
    await expect(english).toContainText("14.90");
    await english.scrollIntoViewIfNeeded();
    await shot(guest, "translation-flow-guest-en");
    const chinese = await guestCard(guest, LIBRE_PORT, "zh", "[zh] ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА");
    await expect(chinese).toHaveCount(1);
    await expect(chinese).toContainText("14.90");
    await chinese.scrollIntoViewIfNeeded();
    await shot(guest, "translation-flow-guest-zh");

    // The engine holds its answers again; the server dies in the middle of the first job of the edit.
    engine.hold();
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole("button", { name: "Edit Пельмени с/с" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit “Пельмени с/с”" });
    await dialog.getByLabel("Title (Russian)").fill("Вареники с/с");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Item saved")).toBeVisible();
    await expect.poll(() => sentWith(engine, "Вареники собственного производства").length, { timeout: 30_000 }).toBe(1);
    expect(await (await statusesOf(page.request, origin, id)).json()).toEqual([{ id, status: "in_progress" }]);
    const [cut] = sentWith(engine, "Вареники собственного производства");
    await server.kill("SIGKILL");
    server = undefined;
    engine.release();

    await waitUntilUnlocked(dataDir);
    server = await startOwnServer(LIBRE_PORT, settings);
    await expect
      .poll(async () => (await (await statusesOf(page.request, origin, id)).json()) as unknown, { timeout: 60_000 })
      .toEqual([{ id, status: "completed" }]);
    // Every language was translated once more after the restart: the cut job was taken over, not repeated.
    const sent = sentWith(engine, "Вареники собственного производства");
    expect(sent[0]).toBe(cut);
    expect(sent.slice(1).sort()).toEqual(["ar", "en", "fr", "tr", "zh"]);
    expect(engine.problems).toEqual([]);
    const retranslated = await guestCard(guest, LIBRE_PORT, "en", "[en] ВАРЕНИКИ СОБСТВЕННОГО ПРОИЗВОДСТВА");
    await expect(retranslated).toHaveCount(1);
    await expect(retranslated).toContainText("14.90");
    await guest.close();
  } finally {
    await anonymous.dispose();
    engine.release();
    await server?.stop();
    await engine.close();
  }
});

test("OpenAI-compatible: a Russian product reaches the English menu with its price", async ({ page }) => {
  test.setTimeout(180_000);
  const engine = await startOpenAiServer();
  const server = await startOwnServer(CHAT_PORT, {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "carta-translation-chat-")),
    TRANSLATION_PROVIDER: "openai",
    OPENAI_BASE_URL: `${engine.url}/v1`,
    OPENAI_MODEL: "test-model",
    JOB_LEASE_SECONDS: "5",
  });
  try {
    await signIn(page.request, server.origin);
    const id = await addSalad(page, server.origin, "Борщ с пампушками", "9.40");
    await expect
      .poll(async () => (await (await statusesOf(page.request, server.origin, id)).json()) as unknown, { timeout: 60_000 })
      .toEqual([{ id, status: "completed" }]);
    expect(engine.problems).toEqual([]);
    const card = await guestCard(page, CHAT_PORT, "en", "[english] БОРЩ С ПАМПУШКАМИ");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("9.40");
  } finally {
    await server.stop();
    await engine.close();
  }
});
