import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { expect, type Page, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot } from "./helpers";

const copy = demoCopy("export");
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-export-e2e-"));
const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });

async function exportFile(page: Page, choices: { format: "pdf" | "xlsx"; language: string; sections: string[] }, file: string): Promise<string> {
  await page.getByTestId("export-menu").click();
  const dialog = page.getByTestId("export-dialog");
  await dialog.getByLabel("Format").selectOption(choices.format);
  await dialog.getByLabel("Language of the texts").selectOption({ label: choices.language });
  for (const section of ["Kitchen", "Drinks", "Hookah", "Games"]) await dialog.getByLabel(section, { exact: true }).setChecked(choices.sections.includes(section));
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 90_000 }), dialog.getByRole("button", { name: "Export" }).click()]);
  const target = path.join(dir, file);
  await download.saveAs(target);
  expect(download.suggestedFilename()).toBe(`${copy.key}-menu-${file.split("-").pop()}`);
  await dialog.getByRole("button", { name: "Close" }).click();
  return target;
}

test("the owner exports the menu as PDF in Russian and Arabic and as Excel in English, and reads them back", async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByTestId("export-menu").click();
  await expect(page.getByTestId("export-form")).toBeVisible();
  await shot(page, "export-dialog");
  await page.getByTestId("export-dialog").getByRole("button", { name: "Close" }).click();

  const ru = await exportFile(page, { format: "pdf", language: "Russian", sections: ["Kitchen", "Drinks"] }, "ru.pdf");
  const ruText = pdfText(ru);
  expect(ruText).toContain("Борщ");
  expect(statSync(ru).size).toBeLessThan(2_000_000);

  const ar = await exportFile(page, { format: "pdf", language: "Arabic", sections: ["Kitchen"] }, "ar.pdf");
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", ar, path.join("test-results", "screenshots", "export-ar-page")]);
  expect(pdfText(ar)).toMatch(/[\u0600-\u06FF]/);

  const en = await exportFile(page, { format: "xlsx", language: "English", sections: ["Kitchen", "Drinks", "Hookah", "Games"] }, "en.xlsx");
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(en);
  expect(book.worksheets.filter((sheet) => sheet.state === "visible").length).toBe(4);
  const price = "Price";
  const prices = book.worksheets
    .filter((sheet) => sheet.state === "visible")
    .flatMap((sheet) => sheet.getColumn((sheet.getRow(1).values as unknown[]).indexOf(price)).values.slice(2))
    .filter((value) => value !== null && value !== undefined);
  expect(prices.length).toBeGreaterThan(10);
  expect(prices.every((value) => typeof value === "number")).toBe(true);
});

test("a rival's owner gets 404 for the export of this venue, anonymous callers 401", async ({ page, request }) => {
  const { id: storeId } = (await (await request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  expect((await request.get(root(`/api/exports/menu?storeId=${storeId}&format=xlsx&locale=en`))).status()).toBe(401);
  await page.context().clearCookies();
  await signInWithApi(page.request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  expect((await page.request.get(root(`/api/exports/menu?storeId=${storeId}&format=xlsx&locale=en`))).status()).toBe(404);
});

test("a venue on Basic is told export comes with Premium, with a link to the plans, and the route refuses it with 403", async ({ page }) => {
  const basic = demoCopy("exportBasic");
  await signInWithApi(page.request, basic.owner.email, basic.owner.password);
  await page.goto(root(`/en/${basic.key}/admin-panel/kitchen`));
  await page.getByTestId("export-menu").click();
  const gate = page.getByTestId("export-dialog").getByTestId("plan-gate");
  await expect(gate).toContainText("Export to PDF and Excel is not included in your current plan. It comes with Premium.");
  await expect(gate.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", `/en/${basic.key}/admin-panel/subscription`);
  await expect(page.getByTestId("export-form")).toHaveCount(0);
  await shot(page, "export-refused-basic");
  const { id: storeId } = (await (await page.request.get(root(`/api/stores/single?id=${basic.key}`))).json()) as { id: number };
  const refused = await page.request.get(root(`/api/exports/menu?storeId=${storeId}&format=pdf&locale=en`));
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ feature: "export_pdf_excel", unlockWith: "premium" });
});

test("a background export is handed out only by its job route: /files answers 404 for it and for the old export folder", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const { id: storeId } = (await (await page.request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  const queued = await page.request.get(root(`/api/exports/menu?storeId=${storeId}&format=xlsx&locale=en&background=1`));
  expect(queued.status()).toBe(202);
  const { jobId, statusUrl } = (await queued.json()) as { jobId: number; statusUrl: string };
  await expect.poll(async () => ((await (await page.request.get(root(statusUrl))).json()) as { status: string }).status, { timeout: 90_000 }).toBe("done");
  const download = await page.request.get(root(`/api/exports/jobs/${jobId}/file`));
  expect(download.status()).toBe(200);
  expect(download.headers()["cache-control"]).toBe("private, no-store");

  const folder = path.join(process.env.E2E_DATA_DIR!, "files", "private", "exports", `s${storeId}`);
  const kept = readdirSync(folder).find((name) => name.startsWith(`j${jobId}-`));
  expect(kept).toBeDefined();
  const byUrl = await request.get(root(`/files/private/exports/s${storeId}/${kept}`));
  expect(byUrl.status()).toBe(404);
  expect(byUrl.headers()["cache-control"]).toBe("no-store");
  // Exports kept before they moved under private/ stay private too.
  mkdirSync(path.join(process.env.E2E_DATA_DIR!, "files", "exports", `s${storeId}`), { recursive: true });
  writeFileSync(path.join(process.env.E2E_DATA_DIR!, "files", "exports", `s${storeId}`, "j1-old.xlsx"), "old export");
  expect((await request.get(root(`/files/exports/s${storeId}/j1-old.xlsx`))).status()).toBe(404);

  await page.context().clearCookies();
  await signInWithApi(page.request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  expect((await page.request.get(root(`/api/exports/jobs/${jobId}/file`))).status()).toBe(404);
  expect((await page.request.get(root(statusUrl))).status()).toBe(404);
});
