import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/test";
import { signInWithApi } from "./auth-helpers";
import { demoCopy } from "./fixtures/demo-copies";
import { root, shot, venue } from "./helpers";
import { windows1251 } from "../support/windows-1251";

const copy = demoCopy("importCsv");
const dir = mkdtempSync(path.join(os.tmpdir(), "carta-import-csv-e2e-"));
const NEW_DISH = "Салат с печёной тыквой";

test("the owner uploads a Russian Excel CSV (Windows-1251, semicolons), says which column is what, previews, applies, and guests see the dish", async ({ page }) => {
  test.setTimeout(120_000);
  const rows = [
    ["Раздел", "Блюдо", "Цена", "Выход", "Ед.", "Заметки"],
    ["Салаты", NEW_DISH, "14,30", "220", "г", "сезонное; осень"],
    ["Салаты", "Салат «Осенний»", "12,00", "200", "г", ""],
  ];
  const file = path.join(dir, "menu-1251.csv");
  writeFileSync(file, windows1251(rows.map((row) => row.map((cell) => (cell.includes(";") ? `"${cell}"` : cell)).join(";")).join("\r\n")));

  await signInWithApi(page.request, copy.owner.email, copy.owner.password);
  await page.goto(root(`/en/${copy.key}/admin-panel/kitchen`));
  await page.getByTestId("import-menu").click();
  const dialog = page.getByTestId("import-dialog");
  await dialog.getByLabel(/Spreadsheet or CSV file/).setInputFiles(file);
  await dialog.getByTestId("import-check").click();
  const mapping = dialog.getByTestId("import-mapping");
  await expect(mapping).toBeVisible();
  // the price column is recognised by the export's Russian header; the others the owner names
  await expect(dialog.getByTestId("import-mapping-2")).toHaveValue("price");
  await expect(mapping).toContainText(NEW_DISH);
  await dialog.getByTestId("import-mapping-0").selectOption("categoryPath");
  await dialog.getByTestId("import-mapping-1").selectOption("title");
  await dialog.getByTestId("import-mapping-3").selectOption("portion");
  await dialog.getByTestId("import-mapping-4").selectOption("unit");
  await expect(dialog.getByTestId("import-mapping-5")).toHaveValue("");

  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, "import-csv-mapping-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "import-csv-mapping-mobile");
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByTestId("import-check").click();
  await expect(dialog.getByTestId("import-count-created")).toContainText("2");
  await expect(dialog.getByTestId("import-count-refused")).toContainText("0");
  await dialog.getByTestId("import-apply").click();
  await expect(dialog.getByTestId("form-success")).toHaveText("The menu is updated: 2 created, 0 updated, 0 deleted.");

  await page.goto(venue(copy.key, "/ru/menu"));
  const dish = page.locator('[data-testid="menu-item"]', { hasText: NEW_DISH });
  await expect(dish).toBeVisible();
  await expect(dish).toContainText(/14,30/);
});
