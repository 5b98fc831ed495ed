import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, portions, stores, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { nextOpeningAt } from "@/lib/domain/next-opening";
import { exportMenu } from "@/lib/server/export/export-menu";
import { importMenu, type ImportMenuInput } from "@/lib/server/imports/import-menu";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { contextOf, type UserRow } from "../support/tenants";
import { connectFakeLibreTranslate } from "../support/translation-jobs";

connectFakeLibreTranslate();

const NOW = new Date("2026-11-26T12:00:00Z");

describe.each(engines())("menu import of the sold-out column on $engine", ({ create }) => {
  let database: Database;
  let storeId: number;
  let owner: UserRow;
  let until: Date;

  const run = (file: Uint8Array, options: Partial<ImportMenuInput> = {}) => importMenu(contextOf(database.db, owner, NOW), { storeId, file, dryRun: true, deleteMissing: false, ...options });
  const exported = async () => (await exportMenu({ db: database.db, storeId, clock: { now: () => NOW } }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
  const itemState = async (itemId: number) => ({
    item: (await database.db.select({ until: items.soldOutUntil, version: items.version }).from(items).where(eq(items.id, itemId)))[0]!,
    portions: (await database.db.select({ until: portions.soldOutUntil }).from(portions).where(eq(portions.itemId, itemId)).orderBy(asc(portions.position))).map((row) => row.until),
  });
  /** the rows of the first item of the first sheet with two portions or more */
  async function twoPortionItem(book: Awaited<ReturnType<typeof openWorkbook>>) {
    for (let row = 2; row < book.sheet.rowCount; row += 1) {
      const key = book.get(row, "itemKey");
      if (book.get(row + 1, "itemKey") === key && book.get(row + 2, "itemKey") !== key && book.get(row - 1, "itemKey") !== key) return { itemId: Number(key), rows: [row, row + 1] };
    }
    throw new Error("no item with two portions");
  }

  beforeAll(async () => {
    database = await create();
    ({ storeId } = await seedDemo(database.db, { email: "owner@sold-out.test", password: "password-1" }));
    [owner] = (await database.db.select().from(users).where(eq(users.email, "owner@sold-out.test"))) as [UserRow];
    await database.db.update(items).set({ soldOutUntil: null }).where(eq(items.storeId, storeId));
    const [store] = await database.db.select().from(stores).where(eq(stores.id, storeId));
    until = nextOpeningAt(store!.workingHours, store!.timezone, NOW);
  });
  afterAll(async () => database?.close());

  it("marks a portion sold out until the next opening, then the whole item, then makes it available; an unchanged export changes nothing", async () => {
    const book = await openWorkbook(await exported());
    const { itemId, rows } = await twoPortionItem(book);
    expect(rows.map((row) => book.get(row, "soldOut"))).toEqual(["нет", "нет"]);
    const before = await itemState(itemId);

    book.set(rows[1]!, "soldOut", "да");
    expect(await run(await book.bytes())).toMatchObject({ updated: 1, refused: [], applied: false });
    expect(await itemState(itemId)).toEqual(before);
    expect(await run(await book.bytes(), { dryRun: false })).toMatchObject({ updated: 1, applied: true });
    expect(await itemState(itemId)).toEqual({ item: { until: null, version: before.item.version }, portions: [null, until] });

    const again = await openWorkbook(await exported());
    expect(rows.map((row) => again.get(row, "soldOut"))).toEqual(["нет", "да"]);
    const unchanged = await run(await again.bytes(), { dryRun: false });
    expect(unchanged).toMatchObject({ created: 0, updated: 0, refused: [], applied: true });

    again.set(rows[0]!, "soldOut", "да");
    expect(await run(await again.bytes(), { dryRun: false })).toMatchObject({ updated: 1, applied: true });
    expect((await itemState(itemId)).item.until).toEqual(until);
    const whole = await openWorkbook(await exported());
    expect(rows.map((row) => whole.get(row, "soldOut"))).toEqual(["да", "да"]);

    for (const row of rows) whole.set(row, "soldOut", "нет");
    expect(await run(await whole.bytes(), { dryRun: false })).toMatchObject({ updated: 1, applied: true });
    expect(await itemState(itemId)).toEqual({ item: { until: null, version: before.item.version }, portions: [null, null] });
  });

  it("refuses a sold-out cell that is neither yes nor no", async () => {
    const book = await openWorkbook(await exported());
    book.set(2, "soldOut", "может быть");
    expect((await run(await book.bytes())).refused).toEqual([expect.objectContaining({ row: 2, column: "Закончилось", reason: "invalidValue" })]);
  });
});
