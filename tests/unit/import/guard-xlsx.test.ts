import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { menuWorkbook } from "@/lib/export/menu-workbook";
import { guardXlsx, XLSX_LIMITS } from "@/lib/import/guard-xlsx";
import { readWorkbook } from "@/lib/import/read-workbook";
import { documentOf, NOW, texts } from "../export/fixture";
import { deflatedZeros, zipBytes } from "../../support/zip-bytes";

const BILLION_LAUGHS = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>`;

describe("hostile spreadsheet files", () => {
  it("lets an exported workbook through", async () => {
    expect(guardXlsx(await menuWorkbook(documentOf(), texts, { now: NOW }))).toBeNull();
  });

  it("refuses a workbook whose sheet declares XML entities (billion laughs), and one with a DOCTYPE alone", async () => {
    const zip = await JSZip.loadAsync(await menuWorkbook(documentOf(), texts, { now: NOW }));
    const sheet = await zip.file("xl/worksheets/sheet1.xml")!.async("string");
    zip.file("xl/worksheets/sheet1.xml", sheet.replace(/^<\?xml[^>]*\?>/, BILLION_LAUGHS).replace("<sheetData>", "<sheetData>&lol3;"));
    expect(guardXlsx(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }))).toBe("entities");
    zip.file("xl/worksheets/sheet1.xml", sheet.replace(/^<\?xml[^>]*\?>/, '<?xml version="1.0"?><!DOCTYPE worksheet SYSTEM "file:///etc/passwd">'));
    expect(guardXlsx(await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }))).toBe("entities");
  });

  it("refuses a zip bomb by its declared size, and one that lies about its size once it inflates past the declared size", async () => {
    const bomb = await deflatedZeros(150);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(guardXlsx(zipBytes([{ name: "xl/worksheets/sheet1.xml", data: bomb, method: 8, size: 150 * 1024 * 1024 }]))).toBe("tooLarge");
    const small = await deflatedZeros(50);
    expect(guardXlsx(zipBytes([{ name: "xl/worksheets/sheet1.xml", data: small, method: 8, size: 50 * 1024 * 1024 }]))).toBe("tooLarge");
    expect(guardXlsx(zipBytes([{ name: "xl/worksheets/sheet1.xml", data: small, method: 8, size: 4096 }]))).toBe("tooLarge");
  });

  it("refuses a zip of too many parts, and bytes that are no zip at all", () => {
    const parts = Array.from({ length: XLSX_LIMITS.entries + 1 }, (_, index) => ({ name: `p${index}.bin`, data: Buffer.alloc(0), method: 0 as const, size: 0 }));
    expect(guardXlsx(zipBytes(parts))).toBe("tooManyParts");
    expect(guardXlsx(new TextEncoder().encode("name;price\nСалат;12"))).toBe("notZip");
  });

  it("reads a formula cell as the value the file stored, never evaluating the formula", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Kitchen");
    sheet.addRow(["Title", "Price"]);
    sheet.addRow([{ formula: 'WEBSERVICE("http://127.0.0.1:9/leak")', result: "Tea" }, { formula: "B3*1.1", result: 13.750000000000002 }]);
    sheet.addRow(["Coffee", { formula: "1/0", result: { error: "#DIV/0!" } }]);
    const tables = await readWorkbook(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(tables.sheets[0]!.rows.map((row) => row.cells)).toEqual([
      ["Tea", "13.75"],
      ["Coffee", ""],
    ]);
  });
});
