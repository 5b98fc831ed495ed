import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, itemTranslations, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { exportMenu } from "@/lib/server/export/export-menu";
import { importMenu, type ImportMenuInput } from "@/lib/server/imports/import-menu";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { contextOf, type UserRow } from "../support/tenants";
import { connectFakeLibreTranslate } from "../support/translation-jobs";

connectFakeLibreTranslate();

describe.each(engines())("menu import of dietary marks on $engine", ({ create }) => {
  let database: Database;
  let storeId: number;
  let owner: UserRow;

  const run = (file: Uint8Array, options: Partial<ImportMenuInput> = {}) =>
    importMenu(contextOf(database.db, owner), { storeId, file, dryRun: true, deleteMissing: false, ...options });
  const freshExport = async () => (await exportMenu({ db: database.db, storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
  const dietaryOf = async (itemId: number) => (await database.db.select({ dietary: items.dietary }).from(items).where(eq(items.id, itemId)))[0]!.dietary;

  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@dietary-import.test", password: "password-1" }));
    [owner] = (await database.db.select().from(users).where(eq(users.email, "owner@dietary-import.test"))) as [UserRow];
  });
  afterAll(async () => database?.close());

  it("applies allergens, diets, spiciness, calories and badges written in the file's language", async () => {
    const book = await openWorkbook(await freshExport());
    const itemId = Number(book.get(2, "itemKey"));
    const rows = [...Array(book.sheet.rowCount).keys()].map((index) => index + 1).filter((row) => Number(book.get(row, "itemKey")) === itemId);
    for (const row of rows) {
      book.set(row, "contains", "молоко;  Яйца");
      book.set(row, "mayContain", "Орехи");
      book.set(row, "diets", "Веганское, Без глютена");
      book.set(row, "spicy", 2);
      book.set(row, "calories", 510);
      book.set(row, "badges", "Хит");
    }
    const answer = await run(await book.bytes(), { dryRun: false });
    expect(answer).toMatchObject({ updated: 1, created: 0, refused: [], applied: true });
    expect(await dietaryOf(itemId)).toEqual({
      allergens: { milk: "contains", eggs: "contains", nuts: "may_contain" },
      diets: ["vegan", "gluten_free"],
      spicy: 2,
      calories: 510,
      badges: ["hit"],
    });
    expect((await run(await freshExport())).updated).toBe(0);
  });

  it("creates a dish with the marks of its row", async () => {
    const book = await openWorkbook(await freshExport());
    book.add({ categoryPath: book.get(2, "categoryPath"), title: "Пирог с капустой", portion: 150, unit: "г", price: 4, contains: "Глютен", diets: "Вегетарианское", calories: 320, badges: "Новинка" });
    expect(await run(await book.bytes(), { dryRun: false })).toMatchObject({ created: 1, refused: [], applied: true });
    const [dish] = await database.db.select().from(itemTranslations).where(eq(itemTranslations.title, "Пирог с капустой"));
    expect(await dietaryOf(dish!.itemId)).toEqual({ allergens: { gluten: "contains" }, diets: ["vegetarian"], spicy: 0, calories: 320, badges: ["new"] });
  });

  it("reads the same marks in another order or case as unchanged", async () => {
    const book = await openWorkbook(await freshExport());
    const itemId = Number(book.get(2, "itemKey"));
    const rows = [...Array(book.sheet.rowCount).keys()].map((index) => index + 1).filter((row) => Number(book.get(row, "itemKey")) === itemId);
    for (const row of rows) book.set(row, "contains", "яйца, МОЛОКО");
    expect(await run(await book.bytes())).toMatchObject({ updated: 0, refused: [] });
  });

  it("refuses a word or number the export does not write, naming the column, and writes nothing", async () => {
    const book = await openWorkbook(await freshExport());
    const itemId = Number(book.get(2, "itemKey"));
    const before = await dietaryOf(itemId);
    book.set(2, "diets", "Бетонное");
    book.set(3, "spicy", 7);
    book.set(4, "calories", "много");
    book.set(5, "contains", "Молоко, Пыль");
    const answer = await run(await book.bytes(), { dryRun: false });
    expect(answer.applied).toBe(false);
    expect(answer.refused.map(({ row, column, reason }) => ({ row, column, reason }))).toEqual(
      expect.arrayContaining([
        { row: 2, column: "Питание", reason: "invalidValue" },
        { row: 3, column: "Острота (0–3)", reason: "invalidValue" },
        { row: 4, column: "Калории, ккал", reason: "invalidValue" },
        { row: 5, column: "Аллергены", reason: "invalidValue" },
      ]),
    );
    expect(await dietaryOf(itemId)).toEqual(before);
  });
});
