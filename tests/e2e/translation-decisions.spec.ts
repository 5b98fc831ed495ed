import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { freePort } from "../support/free-port";
import { startLibreTranslateServer } from "../support/translation-servers";
import { shot } from "./helpers";
import { startOwnServer } from "./own-server";
import { signInAsDemoOwner } from "./translation-flow-helpers";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test("an outdated English description shows how the Russian one changed, is confirmed on its own, and a bulk translation shows its estimate then its progress", async ({ page }) => {
  test.setTimeout(240_000);
  const engine = await startLibreTranslateServer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "carta-translation-decisions-"));
  const server = await startOwnServer(await freePort(), { DATA_DIR: dataDir, TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: engine.url });
  try {
    const { origin } = server;
    await page.setViewportSize(DESKTOP);
    await signInAsDemoOwner(page.request, origin);

    // The demo's English pumpkin soup description was written by hand before the pumpkin seeds were added to the Russian one.
    await page.goto(`${origin}/en/demo/admin-panel/settings/translations`);
    await page.getByLabel("Show", { exact: true }).selectOption("outdated");
    const soup = page.getByTestId("coverage-entry").filter({ hasText: "Крем-суп из тыквы" });
    await soup.getByText("What changed").click();
    const change = soup.getByTestId("source-change-description");
    await expect(change.locator("ins")).toHaveText("added: и тыквенными семечками");
    await expect(change.locator("del")).toHaveCount(0);
    await expect(change).toContainText("Сезонный бархатный суп из печёной тыквы со сливками");
    await shot(page, "translation-decisions-coverage-diff");

    await soup.getByRole("link").click();
    await page.getByRole("button", { name: "Edit Крем-суп из тыквы", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit “Крем-суп из тыквы”" });
    const english = dialog.getByTestId("language-status-en");
    await expect(english.getByTestId("language-state-en")).toHaveAttribute("data-state", "outdated");
    const field = english.getByTestId("outdated-field-description");
    await expect(field.getByTestId("source-change-description").locator("ins")).toContainText("тыквенными семечками");
    await expect(english.getByTestId("outdated-field-title")).toHaveCount(0);
    await field.scrollIntoViewIfNeeded();
    await shot(page, "translation-decisions-form-diff");
    await page.setViewportSize(PHONE);
    await shot(page, "translation-decisions-form-diff-phone");
    await page.setViewportSize(DESKTOP);
    await field.getByRole("button", { name: "Description still correct" }).click();
    await expect(page.getByText("Marked as still correct")).toBeVisible();
    await expect(english.getByTestId("language-state-en")).toHaveAttribute("data-state", "hand");
    await expect(english.getByTestId("outdated-field-description")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await page.goto(`${origin}/en/demo/admin-panel/settings/translations`);
    await expect(page.getByTestId("coverage-entry").filter({ hasText: "Крем-суп из тыквы" }).locator("[data-state=outdated]")).toHaveCount(0);
    await expect(page.getByTestId("usage-sent")).toHaveText("0");

    // The demo has no French descriptions: translating everything missing in French shows what it sends first.
    const french = page.getByTestId("bulk-translate-fr");
    await french.getByRole("button", { name: "Translate everything missing or outdated in French" }).click();
    const estimate = french.getByTestId("bulk-estimate");
    await expect(estimate).toContainText(/^\d+ products, categories and promotions: \d+ texts, [\d,]+ characters to send to the translation engine\./);
    await expect(estimate).toContainText("The translation memory gives");
    expect(engine.requests).toHaveLength(0);
    await french.scrollIntoViewIfNeeded();
    await shot(page, "translation-decisions-bulk-estimate");
    await french.getByRole("button", { name: "Translate", exact: true }).click();
    const progress = french.getByTestId("bulk-progress");
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("data-finished", "true", { timeout: 120_000 });
    await expect(progress).toContainText(/^Finished: \d+ done, 0 failed\.$/);
    await shot(page, "translation-decisions-bulk-done");
    expect(engine.problems).toEqual([]);
    expect(engine.requests.every((sent) => (sent.body as { target: string }).target === "fr")).toBe(true);
    expect(engine.requests.length).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByTestId("usage-sent")).not.toHaveText("0");
    await page.getByTestId("bulk-translate-fr").getByRole("button", { name: "Translate everything missing or outdated in French" }).click();
    await expect(page.getByTestId("bulk-translate-fr").getByRole("status")).toHaveText("Nothing is missing or outdated in French.");
  } finally {
    await server.stop();
    await engine.close();
  }
});
