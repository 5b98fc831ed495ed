import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, itemTranslations, stores, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import type { MenuCategory } from "@/lib/domain/menu-tree";
import { createJobWorker } from "@/lib/jobs/job-worker";
import { exportMenu } from "@/lib/server/export/export-menu";
import { importMenu, type ImportMenuInput } from "@/lib/server/imports/import-menu";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { contextOf, type UserRow } from "../support/tenants";
import { connectFakeLibreTranslate } from "../support/translation-jobs";

connectFakeLibreTranslate();

const allItems = (tree: MenuCategory[]): MenuCategory["items"] => tree.flatMap((category) => [...category.items, ...allItems(category.children)]);

describe.each(engines())("menu import of other languages' columns on $engine", ({ create }) => {
  let database: Database;
  let storeId: number;
  let owner: UserRow;

  const run = (file: Uint8Array, options: Partial<ImportMenuInput> = {}) => importMenu(contextOf(database.db, owner), { storeId, file, dryRun: true, deleteMissing: false, ...options });
  const exported = async () => (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
  const text = async (itemId: number, locale: string) =>
    (await database.db.select().from(itemTranslations).where(and(eq(itemTranslations.itemId, itemId), eq(itemTranslations.locale, locale))))[0];
  const guestTitles = async (locale: string) => {
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    return allItems(await loadPublicMenu(database.db, storeId, locale, store!)).map((item) => item.title);
  };
  const drain = async () => {
    const worker = createJobWorker({ db: database.db, handlers: jobHandlers() });
    while (await worker.runOnce());
  };

  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@languages.test", password: "password-1" }));
    [owner] = (await database.db.select().from(users).where(eq(users.email, "owner@languages.test"))) as [UserRow];
  });
  afterAll(async () => database?.close());

  it("writes a title and description column per other language of the store, filled from the stored translations", async () => {
    const book = await openWorkbook(await exported());
    const header = (book.sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(["Категория", "Название", "Описание", "Название (en)", "Описание (en)"]);
    expect(header).toEqual(expect.arrayContaining(["Название (zh)", "Название (ar)", "Название (tr)", "Описание (fr)"]));
    const itemId = Number(book.get(2, "itemKey"));
    expect(book.get(2, "Название (en)")).toBe((await text(itemId, "en"))?.title ?? null);
  });

  it("reads an unchanged export as unchanged, writes an edited English title as the owner's own, and the engine leaves it", async () => {
    const book = await openWorkbook(await exported());
    const total = (await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, storeId))).length;
    expect(await run(await book.bytes())).toMatchObject({ created: 0, updated: 0, unchanged: total, refused: [] });

    const itemId = Number(book.get(2, "itemKey"));
    const rows = Array.from({ length: book.sheet.rowCount - 1 }, (_, index) => index + 2).filter((row) => Number(book.get(row, "itemKey")) === itemId);
    for (const row of rows) book.set(row, "Название (en)", "Cottage cheese pancakes, the owner's words");
    const file = await book.bytes();
    expect(await run(file)).toMatchObject({ created: 0, updated: 1, unchanged: total - 1, refused: [], applied: false });
    expect(await run(file, { dryRun: false })).toMatchObject({ updated: 1, applied: true });
    expect(await text(itemId, "en")).toMatchObject({ title: "Cottage cheese pancakes, the owner's words", machine: false, sources: { title: { by: "owner" } } });
    expect(await guestTitles("en")).toContain("Cottage cheese pancakes, the owner's words");

    // the Russian title changes: the engine redoes what is its own, never the owner's English title
    const again = await openWorkbook(await exported());
    for (const row of rows) again.set(row, "title", `${String(again.get(row, "title"))} по-домашнему`);
    expect(await run(await again.bytes(), { dryRun: false })).toMatchObject({ updated: 1, applied: true });
    await drain();
    expect((await text(itemId, "en"))!.title).toBe("Cottage cheese pancakes, the owner's words");
    expect((await text(itemId, "zh"))!.title).toMatch(/по-домашнему/i);
    expect(await run(await exported())).toMatchObject({ updated: 0, created: 0, refused: [] });
  });

  it("leaves a translation whose cell was emptied, and gives a new dish the other languages' texts as the owner's", async () => {
    const book = await openWorkbook(await exported());
    const itemId = Number(book.get(2, "itemKey"));
    const before = await text(itemId, "tr");
    book.set(2, "Название (tr)", null);
    const path = book.get(2, "categoryPath");
    book.add({ categoryPath: path, title: "Драники", portion: 250, unit: "г", price: 8, hidden: "нет", ageRestricted: "нет", "Название (en)": "Potato pancakes", "Описание (en)": "With sour cream" });
    expect(await run(await book.bytes(), { dryRun: false })).toMatchObject({ created: 1, updated: 0, applied: true });
    expect(await text(itemId, "tr")).toEqual(before);
    const [dish] = await database.db.select().from(itemTranslations).where(and(eq(itemTranslations.title, "Драники"), eq(itemTranslations.locale, "ru")));
    expect(await text(dish!.itemId, "en")).toMatchObject({ title: "Potato pancakes", description: "With sour cream", machine: false });
    await drain();
    expect(await text(dish!.itemId, "en")).toMatchObject({ title: "Potato pancakes", description: "With sour cream" });
  });

  it("refuses a translated title past the form's limit, by its column", async () => {
    const book = await openWorkbook(await exported());
    book.set(2, "Название (zh)", "长".repeat(151));
    expect((await run(await book.bytes())).refused).toEqual([expect.objectContaining({ row: 2, column: "Название (zh)", reason: "maxLength", num: 150 })]);
  });
});
