import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, countDistinct, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../../lib/db/lock";
import { engines } from "../support/engines";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../../lib/db/schema/menu";
import { stores, storeSettings } from "../../lib/db/schema/stores";
import { seedSynthetic } from "../../lib/db/seed/synthetic";
import type { Database } from "../../lib/db/types";

const TIMEOUT = 60_000;

describe.each(engines())("seedSynthetic on $engine", ({ create }) => {
  let database: Database;
  let firstRun: { storeIds: number[]; urlKeys: string[] };

  beforeAll(async () => {
    database = await create();
    firstRun = await seedSynthetic(database.db, { stores: 2, items: 30, prefix: "itest" });
  }, TIMEOUT);

  afterAll(async () => {
    await database?.close();
  });

  it("creates two stores with the expected url keys, past their setup period", async () => {
    expect(firstRun.urlKeys).toEqual(["itest-1", "itest-2"]);
    const rows = await database.db
      .select({ id: stores.id, urlKey: stores.urlKey, setupEndsAt: stores.setupEndsAt, locales: stores.contentLocales })
      .from(stores)
      .where(inArray(stores.id, firstRun.storeIds))
      .orderBy(stores.urlKey);
    expect(rows.map((row) => row.urlKey)).toEqual(["itest-1", "itest-2"]);
    for (const row of rows) {
      expect(row.setupEndsAt.getTime()).toBeLessThan(Date.now());
      expect(row.locales).toEqual(["ru", "en", "zh"]);
    }
    const [settings] = await database.db
      .select({ value: count() })
      .from(storeSettings)
      .where(inArray(storeSettings.storeId, firstRun.storeIds));
    expect(settings!.value).toBe(2);
  });

  it("puts exactly 30 items into each store, each with portions and three translations", async () => {
    const perStore = await database.db
      .select({ storeId: items.storeId, value: count() })
      .from(items)
      .where(inArray(items.storeId, firstRun.storeIds))
      .groupBy(items.storeId);
    expect(perStore.map((row) => row.value)).toEqual([30, 30]);

    const perItem = await database.db
      .select({
        itemId: items.id,
        portions: sql<number>`(select count(*)::int from ${portions} where ${portions.itemId} = ${items.id})`,
        locales: sql<number>`(select count(*)::int from ${itemTranslations} where ${itemTranslations.itemId} = ${items.id})`,
      })
      .from(items)
      .where(inArray(items.storeId, firstRun.storeIds));
    expect(perItem).toHaveLength(60);
    for (const row of perItem) {
      expect(row.portions).toBeGreaterThanOrEqual(1);
      expect(row.portions).toBeLessThanOrEqual(3);
      expect(row.locales).toBe(3);
    }

    const prices = await database.db
      .select({ price: portions.price })
      .from(portions)
      .innerJoin(items, eq(items.id, portions.itemId))
      .where(inArray(items.storeId, firstRun.storeIds));
    for (const { price } of prices) expect(price).toMatch(/^\d+\.\d{2}$/);
  });

  it("builds four sections with categories and subcategories", async () => {
    const levels = await database.db
      .select({ level: categories.level, value: count() })
      .from(categories)
      .where(eq(categories.storeId, firstRun.storeIds[0]!))
      .groupBy(categories.level)
      .orderBy(categories.level);
    expect(levels).toEqual([
      { level: "super", value: 4 },
      { level: "category", value: 20 },
      { level: "sub", value: 4 },
    ]);
  });

  it("keeps every row of the run in one company", async () => {
    const ids = firstRun.storeIds;
    const companyIds = await Promise.all([
      database.db.selectDistinct({ id: stores.companyId }).from(stores).where(inArray(stores.id, ids)),
      database.db.selectDistinct({ id: storeSettings.companyId }).from(storeSettings).where(inArray(storeSettings.storeId, ids)),
      database.db.selectDistinct({ id: categories.companyId }).from(categories).where(inArray(categories.storeId, ids)),
      database.db.selectDistinct({ id: items.companyId }).from(items).where(inArray(items.storeId, ids)),
      database.db
        .selectDistinct({ id: categoryTranslations.companyId })
        .from(categoryTranslations)
        .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
        .where(inArray(categories.storeId, ids)),
      database.db
        .selectDistinct({ id: itemTranslations.companyId })
        .from(itemTranslations)
        .innerJoin(items, eq(items.id, itemTranslations.itemId))
        .where(inArray(items.storeId, ids)),
      database.db
        .selectDistinct({ id: portions.companyId })
        .from(portions)
        .innerJoin(items, eq(items.id, portions.itemId))
        .where(inArray(items.storeId, ids)),
    ]);
    const all = new Set(companyIds.flat().map((row) => row.id));
    expect(all.size).toBe(1);

    // items always sit in a category of their own store
    const [mismatched] = await database.db
      .select({ value: countDistinct(items.id) })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .where(and(inArray(items.storeId, ids), sql`${categories.storeId} <> ${items.storeId}`));
    expect(mismatched!.value).toBe(0);
  });

  it(
    "skips taken url keys when run again with the same prefix",
    async () => {
      const secondRun = await seedSynthetic(database.db, { stores: 2, items: 5, prefix: "itest" });
      expect(secondRun.urlKeys).toEqual(["itest-3", "itest-4"]);
      const keys = await database.db.select({ urlKey: stores.urlKey }).from(stores);
      const all = keys.map((row) => row.urlKey);
      expect(new Set(all).size).toBe(all.length);
      expect(all).toEqual(expect.arrayContaining([...firstRun.urlKeys, ...secondRun.urlKeys]));
    },
    TIMEOUT,
  );
});

describe("lockDataDir", () => {
  it("refuses a second lock while the first is held and allows it after release", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "carta-lock-"));
    try {
      const release = lockDataDir(dir);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      release();
      const releaseAgain = lockDataDir(dir);
      releaseAgain();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
