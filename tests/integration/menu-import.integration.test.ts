import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionHistory, items, itemTranslations, jobs, portions, stores, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { exportMenu } from "@/lib/server/export/export-menu";
import { importMenu, type ImportMenuInput } from "@/lib/server/imports/import-menu";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { contextOf, createTenant, type UserRow } from "../support/tenants";
import { connectFakeLibreTranslate } from "../support/translation-jobs";

connectFakeLibreTranslate();

describe.each(engines())("menu import on $engine", ({ create }) => {
  let database: Database;
  let storeId: number;
  let owner: UserRow;
  let exported: Uint8Array;
  let itemCount: number;

  const run = (file: Uint8Array, options: Partial<ImportMenuInput> = {}, user = owner) =>
    importMenu(contextOf(database.db, user), { storeId, file, dryRun: true, deleteMissing: false, ...options });
  const menuVersion = async () => (await database.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.id, storeId)))[0]!.v;
  const imports = async () => database.db.select().from(actionHistory).where(and(eq(actionHistory.storeId, storeId), eq(actionHistory.objectType, "menu_import")));
  const freshExport = async () => (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;

  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@import.test", password: "password-1" }));
    [owner] = (await database.db.select().from(users).where(eq(users.email, "owner@import.test"))) as [UserRow];
    exported = await freshExport();
    itemCount = (await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, storeId))).length;
  });
  afterAll(async () => database?.close());

  it("reads its own export back as all unchanged, and applying it writes nothing", async () => {
    const version = await menuVersion();
    const preview = await run(exported);
    expect(preview).toMatchObject({ created: 0, updated: 0, refused: [], missing: [], applied: false });
    expect(preview.unchanged).toBe(itemCount);
    const applied = await run(exported, { dryRun: false });
    expect(applied).toMatchObject({ created: 0, updated: 0, unchanged: itemCount, applied: true });
    expect(await menuVersion()).toBe(version);
    expect(await imports()).toEqual([]);
  });

  it("does not count hidden items as missing from a file exported without them", async () => {
    const visibleOnly = (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: false, withPhotos: false })).bytes;
    const hidden = (await database.db.select({ id: items.id }).from(items).where(and(eq(items.storeId, storeId), eq(items.hidden, true)))).length;
    expect(hidden).toBeGreaterThan(0);
    expect(await run(visibleOnly)).toMatchObject({ created: 0, updated: 0, refused: [], missing: [] });
  });

  it("updates three edited prices and a title, creates an added dish, queues their translations and records one import", async () => {
    const book = await openWorkbook(exported);
    const lastRow = book.sheet.rowCount;
    const retitled = Number(book.get(lastRow, "itemKey"));
    book.set(lastRow, "title", "Новое название");
    const edited = [2, 3, 4].map((row) => ({ itemId: Number(book.get(row, "itemKey")), portionId: Number(book.get(row, "portionKey")), price: Number(book.get(row, "price")) + 1 }));
    for (const [index, edit] of edited.entries()) book.set(index + 2, "price", edit.price);
    const path = book.get(2, "categoryPath");
    book.add({ categoryPath: path, title: "Сырники с вишней", description: "Со сметаной", portion: 200, unit: "г", price: 9.5, hidden: "нет", ageRestricted: "нет" });
    const file = await book.bytes();
    const version = await menuVersion();

    const preview = await run(file);
    expect(preview).toMatchObject({ created: 1, refused: [], missing: [] });
    const changedItems = new Set([2, 3, 4, lastRow].map((row) => book.get(row, "itemKey"))).size;
    expect(preview.updated).toBe(changedItems);
    expect(preview.unchanged).toBe(itemCount - changedItems);
    expect(await menuVersion()).toBe(version);

    expect(await run(file, { dryRun: false })).toMatchObject({ created: 1, updated: changedItems, applied: true });
    for (const edit of edited) {
      const [portion] = await database.db.select().from(portions).where(eq(portions.id, edit.portionId));
      expect(Number(portion!.price)).toBe(edit.price);
    }
    const [dish] = await database.db.select().from(itemTranslations).where(eq(itemTranslations.title, "Сырники с вишней"));
    expect(dish).toMatchObject({ locale: "ru", description: "Со сметаной" });
    expect(await database.db.select().from(portions).where(eq(portions.itemId, dish!.itemId))).toMatchObject([{ weight: "200.000", unit: "g", price: "9.50" }]);
    expect(await menuVersion()).toBe(version + 1);
    const [renamed] = await database.db.select().from(itemTranslations).where(and(eq(itemTranslations.itemId, retitled), eq(itemTranslations.locale, "ru")));
    expect(renamed!.title).toBe("Новое название");
    const queued = (await database.db.select({ key: jobs.dedupeKey }).from(jobs).where(eq(jobs.kind, "translation.text"))).map((job) => job.key);
    expect(queued).toEqual(expect.arrayContaining([`Product:${retitled}:en`, `Product:${dish!.itemId}:en`]));
    expect(queued.filter((key) => key?.startsWith(`Product:${edited[0]!.itemId}:`))).toEqual([]);
    const history = await imports();
    expect(history).toHaveLength(1);
    expect(history[0]!.after).toMatchObject({ created: 1, updated: changedItems, unchanged: itemCount - changedItems, deleted: 0 });
    exported = await freshExport();
    itemCount += 1;
    expect((await run(exported)).unchanged).toBe(itemCount);
  });

  it("refuses bad rows with the form's reasons and writes nothing while any row is refused", async () => {
    const book = await openWorkbook(exported);
    book.set(2, "price", 0);
    book.set(3, "unit", "вёдра");
    book.set(4, "title", "Я".repeat(151));
    book.set(5, "portion", "abc");
    const copy = book.add({ itemKey: book.get(2, "itemKey"), portionKey: book.get(2, "portionKey"), title: book.get(2, "title"), portion: 1, unit: "г", price: 1 });
    const noTitle = book.add({ categoryPath: book.get(2, "categoryPath"), portion: 100, unit: "г", price: 3 });
    const version = await menuVersion();
    const answer = await run(await book.bytes(), { dryRun: false });
    expect(answer.applied).toBe(false);
    expect(answer.refused.map(({ row, column, reason, num }) => ({ row, column, reason, num }))).toEqual(
      expect.arrayContaining([
        { row: 2, column: "Цена", reason: "priceZero", num: undefined },
        { row: 3, column: "Ед. изм.", reason: "unknownUnit", num: undefined },
        { row: 4, column: "Название", reason: "maxLength", num: 150 },
        { row: 5, column: "Порция", reason: "invalidValue", num: undefined },
        { row: copy, column: "portionKey", reason: "duplicate", num: undefined },
        { row: noTitle, column: "Название", reason: "required", num: undefined },
      ]),
    );
    expect(await menuVersion()).toBe(version);
  });

  it("reports rows deleted from the file, and removes them only when asked", async () => {
    const book = await openWorkbook(exported);
    const itemId = Number(book.get(2, "itemKey"));
    const rows = book.sheet.getRows(2, book.sheet.rowCount - 1)!.filter((row) => Number(book.get(row.number, "itemKey")) === itemId);
    for (const row of rows.reverse()) book.sheet.spliceRows(row.number, 1);
    const file = await book.bytes();
    const kept = await run(file, { dryRun: false });
    expect(kept.missing).toEqual([expect.objectContaining({ itemId, portionId: null })]);
    expect(kept.deleted).toBe(0);
    expect(await database.db.select().from(items).where(eq(items.id, itemId))).toHaveLength(1);
    const removed = await run(file, { dryRun: false, deleteMissing: true });
    expect(removed).toMatchObject({ deleted: 1, applied: true });
    expect(await database.db.select().from(items).where(eq(items.id, itemId))).toEqual([]);
  });

  it("answers a store of another company as not found", async () => {
    const rival = await createTenant(database.db, "Rival");
    await expect(run(exported, {}, rival.companyManager)).rejects.toBeInstanceOf(NotFoundError);
  });
});
