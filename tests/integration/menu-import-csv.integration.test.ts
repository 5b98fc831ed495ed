import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as importRoute } from "@/app/api/imports/menu/route";
import { items, itemTranslations, portions, stores, storeSettings } from "@/lib/db/schema";
import { demoMenu } from "@/lib/db/seed/demo-menu";
import { insertMenu } from "@/lib/db/seed/insert-menu";
import type { Database } from "@/lib/db/types";
import type { MenuImportAnswer } from "@/lib/schemas/menu-import";
import { loadExportDocument } from "@/lib/server/export/load-export-document";
import { session } from "../support/browser-session";
import { expectDocumented } from "../support/documented-answer";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { actorOf, type Tenant } from "../support/tenants";
import { windows1251 } from "../support/windows-1251";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const HEADER = ["Раздел меню", "Блюдо", "Состав", "Выход", "Ед.", "Стоимость, руб.", "Комментарий"];
/** What the owner says those columns are; the comment is ignored. */
const MAPPING = ["categoryPath", "title", "description", "portion", "unit", "price", null];

function upload(storeId: number, bytes: Uint8Array, options: { dryRun?: boolean; mapping?: unknown; name?: string } = {}) {
  const form = new FormData();
  form.set("file", new File([bytes as Uint8Array<ArrayBuffer>], options.name ?? "menu.csv", { type: "text/csv" }));
  if (options.mapping !== undefined) form.set("mapping", typeof options.mapping === "string" ? options.mapping : JSON.stringify(options.mapping));
  const query = `storeId=${storeId}&dryRun=${options.dryRun === false ? 0 : 1}`;
  return importRoute(new NextRequest(`http://localhost/api/imports/menu?${query}`, { method: "POST", body: form }), undefined);
}

const quoted = (cell: string) => (/[;,"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (rows: string[][], delimiter = ";") => rows.map((row) => row.map(quoted).join(delimiter)).join("\r\n") + "\r\n";

describe.each(engines())("menu import from CSV on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  let storeId: number;
  let paths: string[];
  let dishes: string[][];

  const storeItems = async (id: number) => database.db.select({ id: items.id }).from(items).where(eq(items.storeId, id));
  const json = async (response: Response) => (await response.json()) as MenuImportAnswer & { error?: string; message?: string };

  beforeAll(async () => {
    ({ database, a, b } = world);
    session.db = database.db;
    storeId = a.stores[0].id;
    for (const store of [a.stores[0], b.stores[0]]) await database.db.transaction((tx) => insertMenu(tx, { companyId: store.companyId, storeId: store.id }, demoMenu));
    await database.db.update(stores).set({ primaryLocale: "ru", contentLocales: ["ru", "en", "zh"] });
    const document = await loadExportDocument(database.db, storeId, { locale: "ru", includeHidden: true, withPhotos: false });
    paths = document.sections.flatMap((section) => section.categories.filter((category) => category.depth > 0).map((category) => category.path.join(" / ")));
    dishes = Array.from({ length: 300 }, (_, index) => [
      paths[index % paths.length]!,
      `Блюдо №${index + 1}`,
      `Состав: мука; яйца; "домашний" творог`,
      String(100 + index),
      "г",
      `${index + 1},50`,
      "без комментариев",
    ]);
  });

  it("offers a Russian Excel file (Windows-1251, semicolons) for mapping, previews 300 new dishes, applies them and remembers the mapping", async () => {
    session.actor = actorOf(a.companyManager);
    const file = windows1251(csv([HEADER, ...dishes]));
    const before = (await storeItems(storeId)).length;

    const offered = await json(await upload(storeId, file));
    expect(offered.needsMapping?.header).toEqual(HEADER);
    expect(offered.needsMapping?.samples[0]).toEqual(dishes[0]);
    expect(offered.needsMapping?.samples).toHaveLength(5);
    expect(offered.needsMapping?.labels.title).toBeTruthy();
    expect(offered).toMatchObject({ created: 0, applied: false });

    const preview = await json(await upload(storeId, file, { mapping: MAPPING }));
    expect(preview).toMatchObject({ created: 300, updated: 0, unchanged: 0, refused: [], applied: false });
    expect((await storeItems(storeId)).length).toBe(before);

    const applied = await json(await upload(storeId, file, { mapping: MAPPING, dryRun: false }));
    expect(applied).toMatchObject({ created: 300, refused: [], applied: true });
    expect((await storeItems(storeId)).length).toBe(before + 300);
    const [dish] = await database.db
      .select({ description: itemTranslations.description, price: portions.price, weight: portions.weight, unit: portions.unit })
      .from(itemTranslations)
      .innerJoin(portions, eq(portions.itemId, itemTranslations.itemId))
      .where(and(eq(itemTranslations.title, "Блюдо №42"), eq(itemTranslations.locale, "ru")));
    expect(dish).toMatchObject({ description: `Состав: мука; яйца; "домашний" творог`, unit: "g" });
    expect(Number(dish!.price)).toBe(42.5);
    expect(Number(dish!.weight)).toBe(141);

    const again = await json(await upload(storeId, file));
    expect(again.needsMapping?.mapping).toEqual(MAPPING);
    expect(await json(await upload(storeId, file, { mapping: again.needsMapping!.mapping }))).toMatchObject({ created: 0, updated: 0, unchanged: 300, refused: [] });
  });

  it("refuses bad rows with the catalogue's reason, writing nothing", async () => {
    session.actor = actorOf(a.companyManager);
    const bad = [
      [paths[0]!, "Плохая цена", "", "100", "г", "дорого", ""],
      [paths[0]!, "Странная единица", "", "1", "ведро", "10", ""],
      [paths[0]!, "", "без названия", "100", "г", "10", ""],
      [paths[0]!, "Очень длинное".repeat(40), "", "100", "г", "10", ""],
      ["Нет такой категории", "Суп дня", "", "100", "г", "10", ""],
    ];
    const file = windows1251(csv([HEADER, ...bad, ...dishes.slice(0, 3).map((row) => [row[0]!, `${row[1]} новый`, ...row.slice(2)])]));
    const before = (await storeItems(storeId)).length;
    const answer = await json(await upload(storeId, file, { mapping: MAPPING, dryRun: false }));
    expect(answer).toMatchObject({ created: 3, applied: false });
    expect(answer.refused.map((refusal) => [refusal.row, refusal.column, refusal.reason])).toEqual([
      [2, "Стоимость, руб.", "invalidValue"],
      [3, "Ед.", "unknownUnit"],
      [4, "Блюдо", "required"],
      [5, "Блюдо", "maxLength"],
      [6, "Раздел меню", "unknownCategory"],
    ]);
    for (const refusal of answer.refused) expect(refusal.message.length).toBeGreaterThan(5);
    expect((await storeItems(storeId)).length).toBe(before);
  });

  it("reads a UTF-8 comma file with a byte order mark and the export's English headers without asking what they are", async () => {
    session.actor = actorOf(a.companyManager);
    const header = ["Category", "Title", "Description", "Portion", "Unit", "Price"];
    const text = csv([header, [paths[1]!, "Pumpkin soup", "Cream, seeds\nand \"love\"", "300", "мл", "7.20"]], ",");
    const file = new Uint8Array(Buffer.from(`\uFEFF${text}`, "utf8"));
    const offered = await json(await upload(storeId, file));
    const mapping = offered.needsMapping!.mapping;
    expect(mapping).toEqual(["categoryPath", "title", "description", "portion", "unit", "price"]);
    expect(await json(await upload(storeId, file, { mapping, dryRun: false }))).toMatchObject({ created: 1, refused: [], applied: true });
    const [soup] = await database.db.select().from(itemTranslations).where(eq(itemTranslations.title, "Pumpkin soup"));
    expect(soup!.description).toBe("Cream, seeds\nand \"love\"");
  });

  it("reads an Excel workbook Carta did not export through the mapping step too", async () => {
    session.actor = actorOf(a.companyManager);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Прайс");
    sheet.addRow(["Наименование", "Группа", "Руб."]);
    sheet.addRow(["Чизкейк из таблицы", paths[2]!, 9.5]);
    const file = new Uint8Array(await book.xlsx.writeBuffer());
    const offered = await json(await upload(storeId, file, { name: "price.xlsx" }));
    expect(offered.needsMapping).toMatchObject({ header: ["Наименование", "Группа", "Руб."], samples: [["Чизкейк из таблицы", paths[2]!, "9.5"]] });
    const refused = await json(await upload(storeId, file, { mapping: ["title", "categoryPath", "price"], name: "price.xlsx" }));
    expect(refused.refused.map((refusal) => [refusal.sheet, refusal.row, refusal.reason])).toEqual([["Прайс", 2, "required"]]);
  });

  it("answers 400 for a mapping that is not JSON, names a column twice, lacks the title or is longer than the header", async () => {
    session.actor = actorOf(a.companyManager);
    const file = windows1251(csv([HEADER, ...dishes.slice(0, 2)]));
    for (const mapping of ["not json", ["title", "title"], ["categoryPath"], [...MAPPING, "hidden"], ["name"]]) {
      const response = await upload(storeId, file, { mapping });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: "badMapping" });
    }
    await expectDocumented("POST", "/api/imports/menu", await upload(storeId, file, { mapping: "[1]" }));
  });

  it("answers a rival company 404 and never offers one store the mapping another remembers", async () => {
    session.actor = actorOf(b.companyManager);
    const file = windows1251(csv([HEADER, ...dishes.slice(0, 2).map((row) => [row[0]!, `${row[1]} у соперника`, ...row.slice(2)])]));
    const before = (await storeItems(storeId)).length;
    expect((await upload(storeId, file, { mapping: MAPPING, dryRun: false })).status).toBe(404);
    expect((await storeItems(storeId)).length).toBe(before);

    const rivalMapping = ["categoryPath", "description", null, "portion", "unit", "price", "title"];
    const rivalPaths = (await loadExportDocument(database.db, b.stores[0].id, { locale: "ru", includeHidden: true, withPhotos: false })).sections.flatMap((section) =>
      section.categories.filter((category) => category.depth > 0).map((category) => category.path.join(" / ")),
    );
    const rivalFile = windows1251(csv([HEADER, [rivalPaths[0]!, "Описание соперника", "", "100", "г", "5", "Блюдо соперника"]]));
    expect(await json(await upload(b.stores[0].id, rivalFile, { mapping: rivalMapping, dryRun: false }))).toMatchObject({ created: 1, applied: true });
    const [rival] = await database.db.select({ mapping: storeSettings.importMapping }).from(storeSettings).where(eq(storeSettings.storeId, b.stores[0].id));
    expect(rival!.mapping).toMatchObject({ Комментарий: "title", Блюдо: "description" });

    session.actor = actorOf(a.companyManager);
    const fresh = await json(await upload(a.stores[1].id, file));
    expect(fresh.needsMapping?.mapping).toEqual([null, null, null, null, null, null, null]);
    const own = await json(await upload(storeId, file));
    expect(own.needsMapping?.mapping).toEqual(MAPPING);
  });

  it("offers the store's other languages' title and description columns for mapping and writes them as the owner's texts", async () => {
    session.actor = { ...actorOf(a.companyManager), uiLocale: "en" };
    const header = ["Категория", "Название", "Title (en)", "Описание (zh)", "Порция", "Ед. изм.", "Цена"];
    const file = new TextEncoder().encode(csv([header, [paths[0]!, "Окрошка", "Okroshka", "冷汤", "300", "г", "7"]]));
    const offered = await json(await upload(storeId, file));
    expect(offered.needsMapping?.mapping).toEqual(["categoryPath", "title", "title:en", "description:zh", "portion", "unit", "price"]);
    expect(offered.needsMapping?.labels).toMatchObject({ title: "Title", "title:en": "Title (en)", "description:zh": "Description (zh)" });
    expect(offered.needsMapping?.labels).not.toHaveProperty("title:ru");
    const mapping = ["categoryPath", "title", "title:en", null, "portion", "unit", "price"];
    const applied = await expectDocumented("POST", "/api/imports/menu", await upload(storeId, file, { mapping, dryRun: false }));
    expect(applied).toMatchObject({ created: 1, refused: [], applied: true });
    const [dish] = await database.db.select().from(itemTranslations).where(and(eq(itemTranslations.title, "Окрошка"), eq(itemTranslations.locale, "ru")));
    const texts = await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, dish!.itemId));
    expect(texts.find((text) => text.locale === "en")).toMatchObject({ title: "Okroshka", machine: false });
    expect(texts.find((text) => text.locale === "zh")?.description ?? "").not.toBe("冷汤");
  });
});
