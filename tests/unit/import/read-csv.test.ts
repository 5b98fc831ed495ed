import { describe, expect, it } from "vitest";
import { guessMapping } from "@/lib/import/column-mapping";
import { readCsv } from "@/lib/import/read-csv";
import { windows1251 } from "../../support/windows-1251";

const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));

describe("readCsv", () => {
  it("reads Windows-1251 with semicolons and RFC 4180 quotes, skipping blank lines", async () => {
    const table = await readCsv(windows1251('Категория;Название;Цена\r\nСупы;"Борщ; со ""сметаной""";12,50\r\n\r\nСупы;Щи;9\r\n'), "CSV");
    expect(table.header).toEqual(["Категория", "Название", "Цена"]);
    expect(table.rows).toEqual([
      { row: 2, cells: ["Супы", 'Борщ; со "сметаной"', "12,50"] },
      { row: 3, cells: ["Супы", "Щи", "9"] },
    ]);
  });

  it("reads UTF-8 with a byte order mark, commas and a quoted line break", async () => {
    const table = await readCsv(utf8('\uFEFFCategory,Title,Price\nSoups,"Pumpkin,\nsoup",7.2\n'), "CSV");
    expect(table.header).toEqual(["Category", "Title", "Price"]);
    expect(table.rows[0]!.cells).toEqual(["Soups", "Pumpkin,\nsoup", "7.2"]);
  });

  it("takes the delimiter the header line uses most, a tab too", async () => {
    expect((await readCsv(utf8("a\tb\tc,d\n1\t2\t3,4\n"), "CSV")).header).toEqual(["a", "b", "c,d"]);
  });
});

describe("guessMapping", () => {
  const ru = {
    columns: { categoryPath: "Категория", title: "Название", description: "Описание", portion: "Порция", unit: "Ед. изм.", price: "Цена", hidden: "Скрыто", ageRestricted: "18+" } as never,
    inLanguage: (column: string, locale: string) => `${column} (${locale})`,
  };
  it("prefers the remembered mapping, then the export's headers, names each column once and keeps ignored columns ignored", () => {
    expect(guessMapping(["Блюдо", "цена ", "Цена", "Название", "Примечание"], { Блюдо: "title", Название: "ignore" }, [ru])).toEqual(["title", "price", null, null, null]);
  });

  it("names the title and description columns of the store's other languages by their export headers or keys", () => {
    expect(guessMapping(["Название", "название (en)", "Описание (en)", "title:zh", "Название (fr)"], null, [ru], ["en", "zh"])).toEqual(["title", "title:en", "description:en", "title:zh", null]);
  });
});
