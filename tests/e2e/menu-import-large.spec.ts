import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

// Only checks the file (a dry run), so it shares the CSV import spec's venue without changing its menu.
const copy = demoCopy("importCsv");
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-import-large-e2e-"));
const ROWS = 2_000;

interface BarSeen {
  now: string | null;
  max: string | null;
  text: string | null;
}

/** Checks the file, shoots the job's progress bar and then the preview it ends in; every state the bar showed, and the job's status URL. */
async function checkThroughJob(page: Page, dialog: Locator, name: string): Promise<{ seen: BarSeen[]; statusUrl: string }> {
  // the bar may change between two looks of the test, so the page notes each state it takes
  await page.evaluate(() => {
    const seen: BarSeen[] = [];
    Object.assign(window, { importBarSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="import-dialog"] [role="progressbar"]');
      if (bar) seen.push({ now: bar.getAttribute("aria-valuenow"), max: bar.getAttribute("aria-valuemax"), text: bar.getAttribute("aria-valuetext") });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const queued = page.waitForResponse((response) => response.url().includes("/api/imports/menu?") && response.request().method() === "POST");
  await dialog.getByTestId("import-check").click();
  const answer = await queued;
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toMatchObject({ total: ROWS });
  await expect(dialog.getByRole("progressbar")).toBeVisible();
  await shot(page, `import-large-progress-${name}`);
  await expect(dialog.getByTestId("import-count-created")).toContainText("2000", { timeout: 60_000 });
  await expect(dialog.getByRole("progressbar")).toBeHidden();
  await expect(dialog.getByTestId("import-count-refused")).toContainText("0");
  await expect(dialog.getByTestId("import-apply")).toBeVisible();
  await shot(page, `import-large-preview-${name}`);
  const seen = await page.evaluate(() => (window as unknown as { importBarSeen: BarSeen[] }).importBarSeen);
  return { seen, statusUrl: answer.headers().location! };
}

test("the owner checks a 2,000-row CSV file: a progress bar follows the job on the server, then the preview shows; the job is the store's own", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const rows = [["Category", "Title", "Description", "Portion", "Unit", "Price"], ...Array.from({ length: ROWS }, (_, index) => ["Салаты", `Большой салат ${index + 1}`, "", "200", "г", `${(index % 40) + 5}.50`])];
  const file = path.join(dir, "menu-2000.csv");
  writeFileSync(file, rows.map((row) => row.join(",")).join("\r\n"));

  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByTestId("import-menu").click();
  const dialog = page.getByTestId("import-dialog");
  await dialog.getByLabel(/Spreadsheet or CSV file/).setInputFiles(file);
  await dialog.getByTestId("import-check").click();
  // the export's English headers: every column is recognised, the owner only confirms
  await expect(dialog.getByTestId("import-mapping")).toBeVisible();
  await expect(dialog.getByTestId("import-mapping-1")).toHaveValue("title");

  const { seen } = await checkThroughJob(page, dialog, "mobile");
  expect(seen[0]).toEqual({ now: "0", max: String(ROWS), text: "Reading rows: 0 of 2,000" });
  for (const state of seen) expect(state.text).toMatch(/^Reading rows: [\d,]+ of 2,000$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { statusUrl } = await checkThroughJob(page, dialog, "desktop");
  expect(statusUrl).toMatch(/^\/api\/imports\/menu\/jobs\/\d+$/);
  expect(await (await page.request.get(root(statusUrl))).json()).toMatchObject({ state: "done", progress: { done: ROWS, total: ROWS } });

  const other = await browser.newContext();
  expect((await other.request.get(root(statusUrl))).status()).toBe(401);
  await signInWithApi(other.request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  expect((await other.request.get(root(statusUrl))).status()).toBe(404);
  await other.close();
});
