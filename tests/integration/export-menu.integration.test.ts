import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, items, stores, storeTranslations, uploads } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { CONTENT_LOCALES, type ContentLocale } from "@/lib/i18n/locales";
import { exportMenu, type ExportMenuOptions, type ExportProgress } from "@/lib/server/export/export-menu";
import type { Dietary } from "@/lib/domain/dietary";
import { loadExportDocument } from "@/lib/server/export/load-export-document";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import type { MenuCategory } from "@/lib/domain/menu-tree";
import { localStorage } from "@/lib/storage/local-storage";
import { EXPORT_COLUMNS } from "@/lib/export/export-texts";
import { engines } from "../support/engines";
import { exportHeaders } from "../support/menu-workbook-edits";
import { createTenant } from "../support/tenants";

const PRINT_TIMEOUT = 300_000;
const OUT_DIR = path.join(process.cwd(), "test-results", "export");
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Arabic vowel marks: a PDF's text layer may list one before the letter it sits on. */
const ARABIC_MARKS = /[\u064b-\u065f\u0670]/g;

/** Text as compared with pdftotext's output: no direction marks, no vowel marks, no whitespace (lines wrap anywhere in Chinese). */
const normalised = (text: string) => text.normalize("NFC").replace(BIDI_CONTROLS, "").replace(ARABIC_MARKS, "").replace(/\s+/g, "");

/**
 * A title as pdftotext reads it back from Chromium's PDF: the lam-alef and lam-alef-maksura ligatures (one glyph each, "لا" and "لى" drawn
 * joined) are mapped back to their two letters in visual order ("ال"); every other letter keeps its logical order.
 */
const asExtracted = (text: string) => normalised(text).replace(/ل([اأإآى])/g, "$1ل");

/** Where each language writes the currency code beside an amount (CLDR): before it or after it. */
const CURRENCY_PLACE: Record<ContentLocale, RegExp> = {
  ru: /^#,##0\.00"\sBYN"$/,
  en: /^"BYN\s"#,##0\.00$/,
  zh: /^"BYN\s"#,##0\.00$/,
  ar: /^#,##0\.00"\sBYN"$/,
  tr: /^"BYN\s"#,##0\.00$/,
  fr: /^#,##0\.00"\sBYN"$/,
};

/** The marks one demo item is given: two allergens it holds, one as traces, a diet, spiciness, calories and a badge. */
const MARKED: Dietary = { allergens: { milk: "contains", eggs: "contains", nuts: "may_contain" }, diets: ["vegetarian"], spicy: 2, calories: 350, badges: ["hit"] };

/** MARKED as each language's menu names it (messages/<locale>/menu.json), in the order the print lists them. */
const MARKED_WORDS: Partial<Record<ContentLocale, { contains: string[]; mayContain: string[]; tags: string[]; cells: [string, string, string, number, number, string] }>> = {
  ru: {
    contains: ["Содержит:", "Яйца", "Молоко"],
    mayContain: ["Может содержать:", "Орехи"],
    tags: ["Хит", "Вегетарианское", "Острота 2 из 3", "350 ккал"],
    cells: ["Яйца, Молоко", "Орехи", "Вегетарианское", 2, 350, "Хит"],
  },
  en: {
    contains: ["Contains:", "Eggs", "Milk"],
    mayContain: ["May contain:", "Tree nuts"],
    tags: ["Bestseller", "Vegetarian", "Spiciness 2 of 3", "350 kcal"],
    cells: ["Eggs, Milk", "Tree nuts", "Vegetarian", 2, 350, "Bestseller"],
  },
  zh: {
    contains: ["含有：", "蛋类", "乳制品"],
    mayContain: ["可能含有：", "坚果"],
    tags: ["热销", "素食", "辣度 2/3", "350 千卡"],
    cells: ["蛋类、乳制品", "坚果", "素食", 2, 350, "热销"],
  },
  ar: {
    contains: ["يحتوي على", "البيض", "الحليب"],
    mayContain: ["قد يحتوي على", "المكسرات"],
    tags: ["الأكثر مبيعًا", "نباتي", "الحدة", "سعرة حرارية"],
    cells: ["البيض، الحليب", "المكسرات", "نباتي", 2, 350, "الأكثر مبيعًا"],
  },
};

const allItems = (tree: MenuCategory[]): MenuCategory["items"] => tree.flatMap((category) => [...category.items, ...allItems(category.children)]);

function pdfText(pdf: Uint8Array, name: string): { text: string; pages: number; file: string } {
  mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, name);
  writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
  return { text, pages, file };
}

/** A distinct little photo per seed, stored as the upload pipeline stores it (WebP variants). */
async function storePhoto(files: ReturnType<typeof localStorage>, key: string, seed: number) {
  const { data, info } = await sharp({ create: { width: 320, height: 213, channels: 3, background: { r: (seed * 53) % 256, g: (seed * 97) % 256, b: 160 } } })
    .composite([{ input: Buffer.from(`<svg width="320" height="213"><circle cx="${60 + (seed % 200)}" cy="100" r="60" fill="#fff"/></svg>`) }])
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  await files.put(key, data, "image/webp");
  return { width: info.width, height: info.height, bytes: data.byteLength, key };
}

describe.each(engines())("menu export on $engine", ({ engine, create }) => {
  let database: Database;
  let storeId: number;
  let filesDir: string;
  let files: ReturnType<typeof localStorage>;
  let photographed: number[];
  let hiddenItem: { id: number; title: string };
  let markedId: number;
  const sizes: string[] = [];
  const run = (options: Partial<ExportMenuOptions> & Pick<ExportMenuOptions, "locale" | "format">, onProgress?: (progress: ExportProgress) => void) =>
    exportMenu({ db: database.db, storeId, files }, { includeHidden: false, withPhotos: false, ...options }, onProgress);

  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@export.test", password: "password-1" }));
    filesDir = mkdtempSync(path.join(os.tmpdir(), "carta-export-"));
    files = localStorage(filesDir);
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    const menu = allItems(await loadPublicMenu(database.db, storeId, "en", store!));
    photographed = menu.slice(0, 4).map((item) => item.id);
    for (const [index, id] of photographed.entries()) {
      const variant = await storePhoto(files, `c${store!.companyId}/s${storeId}/photo-${index}-320.webp`, index);
      const [upload] = await database.db
        .insert(uploads)
        .values({ companyId: store!.companyId, storeId, kind: "photo", width: variant.width, height: variant.height, variants: [variant] })
        .returning();
      await database.db.update(items).set({ photoId: upload!.id }).where(eq(items.id, id));
    }
    markedId = menu[1]!.id;
    await database.db.update(items).set({ dietary: MARKED }).where(eq(items.id, markedId));
    const last = menu[menu.length - 1]!;
    hiddenItem = { id: last.id, title: last.title };
    await database.db.update(items).set({ hidden: true }).where(eq(items.id, last.id));
  }, PRINT_TIMEOUT);

  afterAll(async () => {
    if (sizes.length) console.info(`menu export sizes on ${engine}:\n${sizes.join("\n")}`);
    await database?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  // Printing does not depend on the database: every language is printed once, on PGlite; PostgreSQL prints Arabic.
  const printed: readonly ContentLocale[] = engine === "pglite" ? CONTENT_LOCALES : ["ar"];

  it.each(printed)(
    "prints every item the guest sees in %s, findable by pdftotext, on a sane number of A4 pages",
    async (locale) => {
      const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
      const guestTitles = allItems(await loadPublicMenu(database.db, storeId, locale, store!)).map((item) => item.title);
      expect(guestTitles.length).toBeGreaterThanOrEqual(40);
      const stages: ExportProgress["stage"][] = [];
      const file = await run({ locale, format: "pdf", withPhotos: true }, (progress) => stages.push(progress.stage));
      expect(file.fileName).toBe(`demo-menu-${locale}.pdf`);
      expect(file.contentType).toBe("application/pdf");
      expect(file.items).toBe(guestTitles.length);
      expect(stages[0]).toBe("load");
      expect(stages).toContain("images");
      expect(stages.at(-1)).toBe("done");
      const { text, pages, file: written } = pdfText(file.bytes, `${engine}-${file.fileName}`);
      const found = normalised(text);
      const missing = guestTitles.filter((title) => !found.includes(asExtracted(title)));
      expect(missing, `titles missing from the ${locale} PDF`).toEqual([]);
      expect(found).not.toContain(asExtracted(hiddenItem.title));
      expect(found).toContain(normalised("Carta Demo Lounge"));
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(15);
      expect(execFileSync("pdfinfo", [written], { encoding: "utf8" })).toMatch(/Page size:.*\(A4\)/);
      const images = execFileSync("pdfimages", ["-list", written], { encoding: "utf8" }).trim().split("\n").slice(2);
      expect(images.length).toBe(photographed.length);
      const fonts = execFileSync("pdffonts", [written], { encoding: "utf8" });
      expect(fonts).not.toMatch(/\bno\s+no\s+(yes|no)\s+\d+/); // every embedded TrueType font is a subset
      // fonts are embedded as subsets: a whole CJK font alone would be over 15 MB
      expect(file.bytes.byteLength).toBeLessThan(2 * 1024 * 1024);
      sizes.push(`${file.fileName}: ${pages} pages, ${Math.round(file.bytes.byteLength / 1024)} KB`);
      if (["ru", "zh", "ar"].includes(locale)) {
        execFileSync("pdftoppm", ["-r", "60", "-png", "-f", "1", "-l", "2", written, path.join(OUT_DIR, `${engine}-${locale}-page`)]);
      }
    },
    PRINT_TIMEOUT,
  );

  it.each(engine === "pglite" ? (["ru", "en", "zh", "ar"] as const) : (["ar"] as const))(
    "prints an item's allergens (contains, may contain), diets, spiciness, calories and badges in %s",
    async (locale) => {
      const words = MARKED_WORDS[locale]!;
      const file = await run({ locale, format: "pdf" });
      const { text, file: written } = pdfText(file.bytes, `${engine}-dietary-${locale}.pdf`);
      const found = normalised(text);
      for (const word of [...words.contains, ...words.mayContain, ...words.tags]) expect(found, `"${word}" in the ${locale} PDF`).toContain(asExtracted(word));
      // "contains" is printed before "may contain", each with its own allergens
      const contains = found.indexOf(asExtracted(words.contains[0]!));
      const traces = found.indexOf(asExtracted(words.mayContain[0]!));
      expect(contains).toBeGreaterThanOrEqual(0);
      expect(found.indexOf(asExtracted(words.mayContain[1]!), traces)).toBeGreaterThan(traces);
      expect(found.indexOf(asExtracted(words.contains[2]!), contains)).toBeGreaterThan(contains);
      execFileSync("pdftoppm", ["-r", "60", "-png", "-f", "1", "-l", "1", written, path.join(OUT_DIR, `${engine}-dietary-${locale}-page`)]);
    },
    PRINT_TIMEOUT,
  );

  it.each(["ru", "en", "zh", "ar"] as const)("writes an item's allergens, diets, spiciness, calories and badges into the %s workbook", async (locale) => {
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    const menu = allItems(await loadPublicMenu(database.db, storeId, locale, store!));
    const title = menu.find((item) => item.id === markedId)!.title;
    const { dietary } = menu.find((item) => item.id === markedId)!;
    const plain = menu.find(({ dietary: { allergens, diets, spicy, calories, badges } }) => !Object.keys(allergens).length && !diets.length && !spicy && calories === null && !badges.length)!;
    expect(dietary).toEqual(MARKED);
    const file = await run({ locale, format: "xlsx" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const rows: ExcelJS.Row[] = [];
    for (const sheet of workbook.worksheets) sheet.eachRow((row) => rows.push(row));
    const headers = exportHeaders(locale);
    const at = (row: ExcelJS.Row, column: "contains" | "calories") => (row.worksheet.getRow(1).values as unknown[]).indexOf(headers[column]);
    const dietaryCells = (row: ExcelJS.Row) => (row.values as unknown[]).slice(at(row, "contains"), at(row, "contains") + 6);
    const marked = rows.filter((row) => row.getCell(2).value === title);
    expect(marked.length).toBeGreaterThan(0);
    for (const row of marked) {
      expect(dietaryCells(row)).toEqual(MARKED_WORDS[locale]!.cells);
      expect(row.getCell(at(row, "calories")).numFmt).toBe("#,##0");
    }
    const unmarked = rows.find((row) => row.getCell(2).value === plain.title)!;
    expect(dietaryCells(unmarked).filter((value) => value !== undefined && value !== null)).toEqual([]);
  });

  it.skipIf(engine !== "pglite")(
    "renders the venue's Markdown menu information in the PDF: headings and bold as text, no markup characters left",
    async () => {
      const [before] = await database.db
        .select({ menuInfo: storeTranslations.menuInfo })
        .from(storeTranslations)
        .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, "en")));
      const info = "# Good to know\n**Prices** are in BYN, _service_ included.\n\n- Cash\n- Cards";
      await database.db.update(storeTranslations).set({ menuInfo: info }).where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, "en")));
      try {
        const file = await run({ locale: "en", format: "pdf" });
        const { text } = pdfText(file.bytes, `${engine}-markdown-en.pdf`);
        expect(text).toContain("Good to know");
        expect(text).toMatch(/Prices are in BYN, service included\./);
        expect(text).toMatch(/Cash\s+(\S+\s+)?Cards/);
        expect(text).not.toMatch(/^-\s*Cash/m);
        expect(text).not.toContain("**");
        expect(text).not.toMatch(/#\s*Good/);
        expect(text).not.toContain("_service_");
      } finally {
        await database.db
          .update(storeTranslations)
          .set({ menuInfo: before!.menuInfo })
          .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, "en")));
      }
    },
    PRINT_TIMEOUT,
  );

  it.skipIf(engine !== "pglite")(
    "keeps Arabic in logical order: a title, its portion and its price read as written, digits not reversed",
    async () => {
      const file = await run({ locale: "ar", format: "pdf" });
      const { text } = pdfText(file.bytes, `${engine}-order-ar.pdf`);
      const lines = text.split("\n").map((line) => line.replace(BIDI_CONTROLS, "").trim());
      // "سيرنيكي بالقشدة الحامضة" (220 g, 12.50): letters in reading order, numbers as numbers
      expect(lines.some((line) => line.includes("سيرنيكي بالقشدة الحامضة"))).toBe(true);
      expect(text.replace(BIDI_CONTROLS, "")).toMatch(/220\s*غ/);
      expect(text).toContain("12.50");
      expect(text).not.toContain("05.21");
    },
    PRINT_TIMEOUT,
  );

  it.skipIf(engine !== "pglite")(
    "prints phone numbers in their order in Arabic: the venue's phones and one written in its note",
    async () => {
      const note = "للحجز اتصلوا على +375 29 765-43-21 قبل الزيارة.";
      await database.db
        .update(storeTranslations)
        .set({ menuInfo: note })
        .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, "ar")));
      const file = await run({ locale: "ar", format: "pdf" });
      const { text, file: written } = pdfText(file.bytes, `${engine}-phones-ar.pdf`);
      const plain = text.replace(BIDI_CONTROLS, "");
      expect(plain).toContain("+375291234567");
      expect(plain).toContain("+375173001122");
      expect(plain).not.toContain("375+");
      expect(plain).toContain("+375 29 765-43-21");
      execFileSync("pdftoppm", ["-r", "100", "-png", "-f", "1", "-l", "1", written, path.join(OUT_DIR, `${engine}-phones-ar-page`)]);
    },
    PRINT_TIMEOUT,
  );

  it.skipIf(engine !== "pglite")(
    "prints on Letter paper, with hidden items marked when asked for, and only the chosen sections",
    async () => {
      const file = await run({ locale: "en", format: "pdf", paper: "Letter", includeHidden: true, sections: ["kitchen"] });
      const { text, file: written } = pdfText(file.bytes, `${engine}-letter-en.pdf`);
      expect(execFileSync("pdfinfo", [written], { encoding: "utf8" })).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
      const found = normalised(text);
      expect(found).toContain(normalised("Kitchen"));
      expect(found).not.toContain(normalised("Hookahs"));
      const drinks = await loadExportDocument(database.db, storeId, { locale: "en", includeHidden: true, withPhotos: false, sections: ["games"] });
      const games = drinks.sections.flatMap((section) => section.categories.flatMap((category) => category.items.map((item) => item.title)));
      expect(games.length).toBeGreaterThan(0);
      for (const title of games) expect(found).not.toContain(normalised(title));
      const everything = await run({ locale: "en", format: "pdf", includeHidden: true });
      const all = normalised(pdfText(everything.bytes, `${engine}-hidden-en.pdf`).text);
      expect(all).toContain(normalised(hiddenItem.title) + normalised("(hidden)"));
    },
    PRINT_TIMEOUT,
  );

  it.each(CONTENT_LOCALES)("writes an Excel workbook in %s with every item, numeric prices, frozen header and filters", async (locale) => {
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    const guest = allItems(await loadPublicMenu(database.db, storeId, locale, store!));
    const file = await run({ locale, format: "xlsx" });
    expect(file.fileName).toBe(`demo-menu-${locale}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const sections = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.level, "super")));
    const visible = workbook.worksheets.filter((sheet) => sheet.state === "visible");
    expect(visible.length).toBe(sections.length);
    expect(workbook.getWorksheet("carta")?.state).toBe("hidden");
    const titles = new Set<string>();
    let prices = 0;
    for (const sheet of visible) {
      expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1, rightToLeft: locale === "ar" });
      expect(sheet.autoFilter).toBeTruthy();
      const header = sheet.getRow(1).values as unknown[];
      expect(header.slice(-2)).toEqual(["itemKey", "portionKey"]);
      expect(header.filter((text) => Object.values(exportHeaders(locale)).includes(String(text)))).toHaveLength(EXPORT_COLUMNS.length);
      sheet.eachRow((row, number) => {
        if (number === 1) return;
        titles.add(String(row.getCell(2).value));
        const price = row.getCell(header.indexOf(exportHeaders(locale).price));
        if (price.value !== null) {
          expect(typeof price.value).toBe("number");
          expect(price.numFmt).toMatch(CURRENCY_PLACE[locale]);
          prices += 1;
        }
      });
      // exceljs leaves out a width equal to its default (9) and reads it back as undefined
      for (const column of sheet.columns) expect(column.width ?? 9).toBeGreaterThanOrEqual(6);
    }
    expect(guest.filter((item) => !titles.has(item.title)).map((item) => item.title)).toEqual([]);
    expect(titles.has(hiddenItem.title)).toBe(false);
    expect(prices).toBeGreaterThanOrEqual(guest.length);
    if (locale === "en") {
      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(path.join(OUT_DIR, `${engine}-${file.fileName}`), file.bytes);
    }
    sizes.push(`${file.fileName}: ${Math.round(file.bytes.byteLength / 1024)} KB`);
  });

  it("lists hidden items as hidden in the workbook only when asked for", async () => {
    const file = await run({ locale: "en", format: "xlsx", includeHidden: true });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    for (const sheet of workbook.worksheets) sheet.eachRow((row) => rows.push(row.values as unknown[]));
    const hiddenColumn = (workbook.worksheets[0]!.getRow(1).values as unknown[]).indexOf(exportHeaders("en").hidden);
    const hidden = rows.filter((values) => values[2] === hiddenItem.title);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((values) => values[hiddenColumn] === "yes")).toBe(true);
  });

  it("exports one store's menu only: another company's store and items never appear", async () => {
    const rival = await createTenant(database.db, "Rival");
    const rivalStore = rival.stores[0];
    const [category] = await database.db
      .insert(categories)
      .values({ companyId: rival.company.id, storeId: rivalStore.id, level: "super", type: "products", section: "kitchen" })
      .returning();
    const [item] = await database.db.insert(items).values({ companyId: rival.company.id, storeId: rivalStore.id, categoryId: category!.id, kind: "product" }).returning();
    const demo = await loadExportDocument(database.db, storeId, { locale: "en", includeHidden: true, withPhotos: true });
    const ids = demo.sections.flatMap((section) => section.categories.flatMap((entry) => entry.items.map((entry) => entry.id)));
    expect(ids).not.toContain(item!.id);
    const own = await database.db.select({ id: items.id }).from(items).where(inArray(items.id, ids));
    expect(own.length).toBe(ids.length);
    const rivalDocument = await loadExportDocument(database.db, rivalStore.id, { locale: "en", includeHidden: true, withPhotos: false });
    expect(rivalDocument.venue.name).toBe(rivalStore.name);
    const rivalIds = rivalDocument.sections.flatMap((section) => section.categories.flatMap((entry) => entry.items.map((entry) => entry.id)));
    expect(rivalIds).toEqual([item!.id]);
  });
});
