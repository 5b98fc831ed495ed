import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as requests, test } from "./fixtures/test";
import { startLibreTranslateServer, startOpenAiServer } from "../support/translation-servers";
import { PORT, shot } from "./helpers";
import { startOwnServer, type OwnServer } from "./own-server";
import { addAbbreviation, addSalad, guestCard, registerRival, signInAsDemoOwner, statusesOf, targetsSentWith, waitUntilUnlocked } from "./translation-flow-helpers";

/** Own servers of this spec; the suite and the other specs use PORT to PORT + 6. */
const LIBRE_PORT = PORT + 7;
const CHAT_PORT = PORT + 8;
const PREMIUM_TARGETS = ["ar", "en", "fr", "tr", "zh"];
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: "serial" });

test("LibreTranslate: a Russian product reaches the en and zh menus with the abbreviation expanded, and a job cut by kill -9 finishes after a restart", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const engine = await startLibreTranslateServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-translation-flow-"));
  const settings = { DATA_DIR: dataDir, TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: engine.url, JOB_LEASE_SECONDS: "5" };
  let server: OwnServer | undefined = await startOwnServer(LIBRE_PORT, settings);
  const anonymous = await requests.newContext();
  const guest = await browser.newPage({ viewport: PHONE });
  try {
    const { origin } = server;
    await page.setViewportSize(DESKTOP);
    await signInAsDemoOwner(page.request, origin);
    await addAbbreviation(page, origin, "с/с", "собственного производства");

    // The engine holds its answers: the new product's badge is seen while its jobs wait.
    engine.hold();
    const id = await addSalad(page, origin, "Пельмени с/с", "14.90");
    const row = page.getByTestId("item-row").filter({ hasText: "Пельмени с/с" });
    await expect(row.getByTestId("translation-badge")).toHaveText(/^(Translation queued|Translating): /);
    await expect(row.getByTestId("translation-badge")).toContainText("English");
    await expect(row).toContainText("300 g · BYN 14.90");
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await shot(page, "translation-flow-queued");

    const owner = await statusesOf(page.request, origin, id);
    expect(owner.status()).toBe(200);
    expect(await owner.json()).toEqual([{ id, status: expect.stringMatching(/^in_(queue|progress)$/) as unknown }]);
    expect((await statusesOf(anonymous, origin, id)).status()).toBe(401);

    engine.release();
    await expect(row.getByTestId("translation-badge")).toHaveCount(0, { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), "no reload").toBe(true);
    expect(await (await statusesOf(page.request, origin, id)).json()).toEqual([{ id, status: "completed" }]);
    expect(engine.problems).toEqual([]);
    expect(targetsSentWith(engine, "Пельмени собственного производства").sort()).toEqual(PREMIUM_TARGETS);

    for (const locale of ["en", "zh"]) {
      const card = await guestCard(guest, LIBRE_PORT, locale, `[${locale}] ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА`);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText("BYN 14.90");
      await card.scrollIntoViewIfNeeded();
      await shot(guest, `translation-flow-guest-${locale}`);
    }

    // The engine holds its answers again, and the server dies in the middle of the edit's first job.
    engine.hold();
    await row.getByRole("button", { name: "Edit Пельмени с/с" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit “Пельмени с/с”" });
    await dialog.getByLabel("Title (Russian)").fill("Вареники с/с");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Item saved")).toBeVisible();
    await expect.poll(() => targetsSentWith(engine, "Вареники собственного производства").length, { timeout: 30_000 }).toBe(1);
    expect(await (await statusesOf(page.request, origin, id)).json()).toEqual([{ id, status: "in_progress" }]);
    await page.setViewportSize(PHONE);
    const edited = page.getByTestId("item-row").filter({ hasText: "Вареники с/с" });
    await edited.scrollIntoViewIfNeeded();
    await expect(edited.getByTestId("translation-badge")).toBeVisible();
    await shot(page, "translation-flow-queued-phone");
    await server.kill("SIGKILL");
    server = undefined;
    engine.release();

    await waitUntilUnlocked(dataDir);
    server = await startOwnServer(LIBRE_PORT, settings);
    await expect
      .poll(async () => (await (await statusesOf(page.request, origin, id)).json()) as unknown, { timeout: 60_000 })
      .toEqual([{ id, status: "completed" }]);
    // After the restart every language was translated once: the cut job was taken over and done, none twice.
    expect(targetsSentWith(engine, "Вареники собственного производства").slice(1).sort()).toEqual(PREMIUM_TARGETS);
    expect(engine.problems).toEqual([]);
    for (const locale of ["en", "zh"]) {
      const card = await guestCard(guest, LIBRE_PORT, locale, `[${locale}] ВАРЕНИКИ СОБСТВЕННОГО ПРОИЗВОДСТВА`);
      await expect(card).toHaveCount(1);
      await expect(card).toContainText("BYN 14.90");
    }
  } finally {
    engine.release();
    await guest.close();
    await anonymous.dispose();
    await server?.stop();
    await engine.close();
  }
});

test("OpenAI-compatible: a Russian product reaches the English menu with its price; the statuses answer its owner only", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const engine = await startOpenAiServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-translation-chat-"));
  const server = await startOwnServer(CHAT_PORT, { DATA_DIR: dataDir, TRANSLATION_PROVIDER: "openai", OPENAI_BASE_URL: `${engine.url}/v1`, OPENAI_MODEL: "test-model" });
  const rival = await browser.newPage({ viewport: DESKTOP });
  try {
    await page.setViewportSize(DESKTOP);
    await signInAsDemoOwner(page.request, server.origin);
    // A title the demo has no translation of: an identical one would come from the translation memory, not the engine.
    const id = await addSalad(page, server.origin, "Борщ по-домашнему", "9.40");
    await expect
      .poll(async () => (await (await statusesOf(page.request, server.origin, id)).json()) as unknown, { timeout: 60_000 })
      .toEqual([{ id, status: "completed" }]);
    expect(engine.problems).toEqual([]);
    await page.setViewportSize(PHONE);
    const card = await guestCard(page, CHAT_PORT, "en", "[english] БОРЩ ПО-ДОМАШНЕМУ");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("BYN 9.40");
    await card.scrollIntoViewIfNeeded();
    await shot(page, "translation-flow-chat-guest-en");

    await registerRival(rival, server.origin, dataDir);
    const answer = await statusesOf(rival.request, server.origin, id);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual([]);
  } finally {
    await rival.close();
    await server.stop();
    await engine.close();
  }
});
