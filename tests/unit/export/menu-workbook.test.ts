import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { menuWorkbook } from "@/lib/export/menu-workbook";
import { documentOf, NOW, texts } from "./fixture";

async function read(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook;
}

const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);

describe("menu workbook", () => {
  it("has one sheet per section, named as Excel allows, and a hidden sheet naming the language and each sheet's section", async () => {
    const workbook = await read(await menuWorkbook(documentOf(), texts, { now: NOW }));
    expect(workbook.worksheets.filter((sheet) => sheet.state === "visible").map((sheet) => sheet.name)).toEqual(["Kitchen", "Drinks  bar tap  cold"]);
    const meta = workbook.getWorksheet("carta")!;
    expect(meta.state).toBe("hidden");
    expect(meta.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1))).toEqual([
      ["format", "carta-menu/1"],
      ["locale", "en"],
      ["hidden", 0],
      ["section", "Kitchen", 1],
      ["section", "Drinks  bar tap  cold", 4],
    ]);
  });

  it("writes a row per portion with the category path, plain-text description, numbers and flags, sold out per portion or item", async () => {
    const sheet = (await read(await menuWorkbook(documentOf(), texts, { now: NOW }))).worksheets[0]!;
    expect(values(sheet.getRow(1))).toEqual([
      "Category",
      "Title",
      "Description",
      "Portion",
      "Unit",
      "Price",
      "Hidden",
      "18+",
      "Sold out",
      "Schedule",
      "Allergens",
      "May contain",
      "Diets",
      "Spiciness",
      "Calories",
      "Badges",
      "itemKey",
      "portionKey",
    ]);
    expect([17, 18].map((column) => sheet.getColumn(column).hidden)).toEqual([true, true]);
    expect(values(sheet.getRow(2))).toEqual([
      "Breakfasts",
      "Syrniki <script>alert(1)</script>",
      "Tender cottage cheese pancakes. With jam.",
      220,
      "g",
      12.5,
      "no",
      "no",
      "no",
      "Available Mon–Sun 08:00–12:00",
      "Eggs, Milk",
      "Tree nuts",
      "Vegetarian",
      2,
      350,
      "Bestseller",
      10,
      20,
    ]);
    expect(values(sheet.getRow(3)).slice(3, 9)).toEqual([330, "g", 17, "no", "no", "yes"]);
    expect(values(sheet.getRow(4))).toEqual(["Breakfasts / Porridge", "Oatmeal", undefined, undefined, "pcs", 5, "yes", "no", "no", ...Array(7).fill(undefined), 11]);
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('"BYN\u00a0"#,##0.00');
    expect(sheet.getRow(2).getCell(15).numFmt).toBe("#,##0");
    expect(sheet.rowCount).toBe(4);
  });

  it("keeps an item without portions, marks 18+ and writes the schedule", async () => {
    const sheet = (await read(await menuWorkbook(documentOf(), texts, { now: NOW }))).worksheets[1]!;
    expect(values(sheet.getRow(2))).toEqual(["Beer", "Lager", undefined, 500, "ml", 7.9, "no", "yes", "no", "Available Fri, Sat 18:00–02:00", ...Array(6).fill(undefined), 12]);
    expect(values(sheet.getRow(3)).slice(0, 9)).toEqual(["Beer", "Tap water", undefined, undefined, undefined, undefined, "no", "yes", "yes"]);
    expect(sheet.getRow(3).getCell(6).value).toBeNull();
  });

  it("writes a title and description column per other language after the file language's own, empty without a translation", async () => {
    const languages = { locales: ["ru", "zh"], texts: new Map([[10, { ru: { title: "Сырники", description: "**Нежные** сырники" } }]]) };
    const sheet = (await read(await menuWorkbook(documentOf(), texts, { now: NOW, languages }))).worksheets[0]!;
    expect(values(sheet.getRow(1)).slice(0, 8)).toEqual(["Category", "Title", "Description", "Title (ru)", "Description (ru)", "Title (zh)", "Description (zh)", "Portion"]);
    expect(values(sheet.getRow(2)).slice(3, 8)).toEqual(["Сырники", "Нежные сырники", undefined, undefined, 220]);
    expect(values(sheet.getRow(4)).slice(3, 7)).toEqual([undefined, undefined, undefined, undefined]);
    expect(sheet.autoFilter).toEqual("A1:T4");
  });

  it("freezes the header, filters every column and sizes columns to their texts", async () => {
    const sheet = (await read(await menuWorkbook(documentOf(), texts, { now: NOW }))).worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1, rightToLeft: false });
    expect(sheet.autoFilter).toEqual("A1:P4");
    const widths = sheet.columns.map((column) => column.width ?? 9);
    expect(widths[1]).toBeGreaterThanOrEqual("Syrniki <script>alert(1)</script>".length);
    expect(Math.max(...widths)).toBeLessThanOrEqual(60);
  });

  it("lays sheets right to left for Arabic", async () => {
    const workbook = await read(await menuWorkbook(documentOf({ locale: "ar", direction: "rtl" }), texts, { now: NOW }));
    for (const sheet of workbook.worksheets.filter((each) => each.state === "visible")) expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
  });

  it("formats prices as numbers in the money format of the export's language", async () => {
    const russian = (await read(await menuWorkbook(documentOf({ locale: "ru" }), { ...texts, locale: "ru" }, { now: NOW }))).worksheets[0]!;
    expect(russian.getRow(2).getCell(6).value).toBe(12.5);
    expect(russian.getRow(2).getCell(6).numFmt).toBe('#,##0.00"\u00a0BYN"');
  });
});
