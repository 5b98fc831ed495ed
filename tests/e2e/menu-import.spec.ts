import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { ACCOUNTS } from "./fixtures/tenants";
import { root, shot, venue } from "./helpers";

const copy = demoCopy("import");
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-import-e2e-"));
const NEW_DISH = "Сырники с вишнёвым вареньем";

test("the owner exports the menu to Excel, changes three prices and adds a dish, previews 3 updated and 1 created, applies, and guests see it", async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const { id: storeId } = (await (await page.request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  const exported = await page.request.get(root(`/api/exports/menu?storeId=${storeId}&format=xlsx&locale=ru&sections=kitchen,drinks,hookah,games&hidden=1`));
  expect(exported.status()).toBe(200);

  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await exported.body()) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (name: string) => header.indexOf(name) + 1;
  // a category guests see at any hour (breakfasts keep a morning schedule)
  const rows = sheet.getRows(2, sheet.rowCount - 1)!.filter((row) => row.getCell(column("Категория")).value === "Салаты");
  const total = new Set(book.worksheets.filter((each) => each.state === "visible").flatMap((each) => each.getColumn(column("itemKey")).values.slice(2))).size;
  const changed = rows.filter((row, index) => rows.findIndex((other) => other.getCell(column("itemKey")).value === row.getCell(column("itemKey")).value) === index).slice(0, 3);
  const newPrices = changed.map((row) => Number(row.getCell(column("Цена")).value) + 1.25);
  changed.forEach((row, index) => (row.getCell(column("Цена")).value = newPrices[index]!));
  const added = sheet.addRow([]);
  added.getCell(column("Категория")).value = rows[0]!.getCell(column("Категория")).value;
  added.getCell(column("Название")).value = NEW_DISH;
  added.getCell(column("Порция")).value = 180;
  added.getCell(column("Ед. изм.")).value = "г";
  added.getCell(column("Цена")).value = 11.4;
  const file = path.join(dir, "menu-ru.xlsx");
  writeFileSync(file, new Uint8Array(await book.xlsx.writeBuffer()));

  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByTestId("import-menu").click();
  const dialog = page.getByTestId("import-dialog");
  await dialog.getByLabel(/Spreadsheet or CSV file/).setInputFiles(file);
  await dialog.getByTestId("import-check").click();
  await expect(dialog.getByTestId("import-count-updated")).toContainText("3");
  await expect(dialog.getByTestId("import-count-created")).toContainText("1");
  await expect(dialog.getByTestId("import-count-unchanged")).toContainText(String(total - 3));
  await expect(dialog.getByTestId("import-count-refused")).toContainText("0");
  await shot(page, "import-preview");
  await dialog.getByTestId("import-apply").click();
  await expect(dialog.getByTestId("form-success")).toHaveText("The menu is updated: 1 created, 3 updated, 0 deleted.");

  await page.goto(venue(copy.key, "/ru/menu"));
  const dish = page.locator('[data-testid="menu-item"]', { hasText: NEW_DISH });
  await expect(dish).toBeVisible();
  await expect(dish).toContainText(/11,40/);
  const first = page.locator('[data-testid="menu-item"]', { hasText: String(changed[0]!.getCell(column("Название")).value) }).first();
  await expect(first).toContainText(newPrices[0]!.toFixed(2).replace(".", ","));
});

test("a refused row is shown with its row, column and the catalogue's reason, and nothing can be applied", async ({ page }) => {
  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  const { id: storeId } = (await (await page.request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  const exported = await page.request.get(root(`/api/exports/menu?storeId=${storeId}&format=xlsx&locale=ru&sections=kitchen`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await exported.body()) as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  sheet.getRow(2).getCell(header.indexOf("Цена") + 1).value = 0;
  const file = path.join(dir, "refused.xlsx");
  writeFileSync(file, new Uint8Array(await book.xlsx.writeBuffer()));

  await page.goto(root(`/zh/${copy.key}/admin-panel/kitchen`));
  await page.getByTestId("import-menu").click();
  const dialog = page.getByTestId("import-dialog");
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog.getByTestId("import-check").click();
  const refused = dialog.getByTestId("import-refused");
  await expect(refused).toContainText("价格不能为 0");
  await expect(refused.locator("tbody tr").first()).toContainText("Цена");
  await expect(dialog.getByTestId("import-apply")).toHaveCount(0);
  await shot(page, "import-refused-zh");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(refused).toBeVisible();
  await shot(page, "import-refused-zh-390");
});

test("a rival's owner gets 404 for this venue's import, anonymous callers 401", async ({ page, request }) => {
  const { id: storeId } = (await (await request.get(root(`/api/stores/single?id=${copy.key}`))).json()) as { id: number };
  const multipart = { file: { name: "menu.xlsx", mimeType: "application/octet-stream", buffer: Buffer.from("not a spreadsheet") } };
  expect((await request.post(root(`/api/imports/menu?storeId=${storeId}`), { multipart })).status()).toBe(401);
  await page.context().clearCookies();
  await signInWithApi(page.request, ACCOUNTS.rivalOwner.email, ACCOUNTS.rivalOwner.password);
  expect((await page.request.post(root(`/api/imports/menu?storeId=${storeId}`), { multipart })).status()).toBe(404);
});
