import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { actionHistory, categories, categoryTranslations, items, itemTranslations, portions, uploads } from "@/lib/db/schema";
import { demoMenu } from "@/lib/db/seed/demo-menu";
import { insertMenu } from "@/lib/db/seed/insert-menu";
import type { Database, Db } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { listTransferSources } from "@/lib/server/transfer/list-transfer-sources";
import { listTransferTargets } from "@/lib/server/transfer/list-transfer-targets";
import { transferCategory } from "@/lib/server/transfer/transfer-category";
import { authoringSnapshot } from "../support/authoring-snapshot";
import { engines } from "../support/engines";
import { contextOf, createTenant, type UserRow } from "../support/tenants";
import { history } from "../support/failing-history";

vi.mock("@/lib/server/history/record-action", async (importOriginal) => (await import("../support/failing-history")).failingHistory(await importOriginal()));

type Tenant = Awaited<ReturnType<typeof createTenant>>;

/** A category subtree without ids, in position order, checking that sibling positions run 0, 1, 2, … */
async function shape(db: Db, id: number): Promise<unknown> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  const names = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id)).orderBy(asc(categoryTranslations.locale));
  const itemRows = await db.select().from(items).where(eq(items.categoryId, id)).orderBy(asc(items.position), asc(items.id));
  expect(itemRows.map((item) => item.position)).toEqual(itemRows.map((_, index) => index));
  const children = await db.select().from(categories).where(eq(categories.parentId, id)).orderBy(asc(categories.position), asc(categories.id));
  expect(children.map((child) => child.position)).toEqual(children.map((_, index) => index));
  const itemShapes = [];
  for (const item of itemRows) {
    const texts = await db.select().from(itemTranslations).where(eq(itemTranslations.itemId, item.id)).orderBy(asc(itemTranslations.locale));
    const sizes = await db.select().from(portions).where(eq(portions.itemId, item.id)).orderBy(asc(portions.position));
    expect(item.storeId).toBe(row!.storeId);
    itemShapes.push({
      kind: item.kind,
      photoId: item.photoId,
      hidden: item.hidden,
      ageRestricted: item.ageRestricted,
      schedule: item.schedule,
      texts: texts.map(({ locale, title, description }) => ({ locale, title, description })),
      portions: sizes.map(({ weight, unit, price, position }) => ({ weight, unit, price, position })),
    });
  }
  const { level, type, section, icon, iconUploadId, hidden, ageRestricted, schedule } = row!;
  return {
    level, type, section, icon, iconUploadId, hidden, ageRestricted, schedule,
    names: names.map(({ locale, name }) => ({ locale, name })),
    items: itemShapes,
    children: await Promise.all(children.map((child) => shape(db, child.id))),
  };
}

describe.each(engines())("category transfer on $engine", ({ create }) => {
  let database: Database;
  let a: Tenant;
  let b: Tenant;
  let photo: number;
  const byName = async (storeId: number, name: string) => {
    const [row] = await database.db
      .select({ id: categories.id, parentId: categories.parentId, position: categories.position, level: categories.level })
      .from(categories)
      .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
      .where(and(eq(categories.storeId, storeId), eq(categoryTranslations.locale, "en"), eq(categoryTranslations.name, name)))
      .orderBy(asc(categories.id));
    return row!;
  };
  beforeAll(async () => {
    database = await create();
    a = await createTenant(database.db, "Alpha");
    b = await createTenant(database.db, "Beta");
    for (const store of [a.stores[0], b.stores[0]]) {
      await database.db.transaction((tx) => insertMenu(tx, { companyId: store.companyId, storeId: store.id }, demoMenu));
    }
    const [upload] = await database.db
      .insert(uploads)
      .values({ companyId: a.company.id, kind: "photo", width: 900, height: 600, variants: [{ width: 900, height: 600, bytes: 1, key: "p.webp" }] })
      .returning();
    photo = upload!.id;
    const meat = await byName(a.stores[0].id, "Meat");
    await database.db.update(items).set({ photoId: photo }).where(eq(items.categoryId, meat.id));
    await database.db.update(categories).set({ iconUploadId: photo }).where(eq(categories.id, meat.id));
  });
  afterAll(async () => database?.close());

  const ctx = (user: UserRow) => contextOf(database.db, user);

  it("copies a category with its subtree under a new super-category of the same section, with history", async () => {
    const source = await byName(a.stores[0].id, "Hot dishes");
    const target = a.stores[1].id;
    const historyBefore = (await database.db.select().from(actionHistory)).length;
    const result = await transferCategory(ctx(a.companyManager), { categoryId: source.id, targetStoreId: target });
    expect(result).toMatchObject({ targetStoreId: target, targetUrlKey: a.stores[1].urlKey, categories: 3 });
    expect(await shape(database.db, result.categoryId)).toEqual(await shape(database.db, source.id));
    const copy = await byName(target, "Hot dishes");
    const kitchen = await byName(target, "Kitchen");
    expect(copy).toMatchObject({ id: result.categoryId, parentId: kitchen.id, position: 0, level: "category" });
    expect(kitchen).toMatchObject({ parentId: null, position: 0, level: "super" });
    const copiedItems = await database.db.select().from(items).where(eq(items.storeId, target));
    expect(copiedItems.length).toBe(result.items);
    expect(copiedItems.filter((item) => item.photoId === photo).length).toBeGreaterThan(0);
    const entries = await database.db.select().from(actionHistory).where(eq(actionHistory.storeId, target));
    expect(entries.length).toBe((await database.db.select().from(actionHistory)).length - historyBefore);
    expect(entries.filter((entry) => entry.objectType === "category")).toHaveLength(4);
    expect(entries.filter((entry) => entry.objectType === "item")).toHaveLength(result.items);
    expect(entries.every((entry) => entry.event === "create" && entry.userId === a.companyManager.id && entry.companyId === a.company.id)).toBe(true);
    expect(entries.find((entry) => entry.objectId === result.categoryId && entry.objectType === "category")!.after).toMatchObject({
      names: { en: "Hot dishes", ru: "Горячие блюда" },
      copiedFrom: { storeId: a.stores[0].id, categoryId: source.id },
    });
  });

  it("appends later copies at the end of the existing level and reuses matching parents", async () => {
    const target = a.stores[1].id;
    const c = ctx(a.companyManager);
    const pizza = await transferCategory(c, { categoryId: (await byName(a.stores[0].id, "Pizza")).id, targetStoreId: target });
    const kitchen = await byName(target, "Kitchen");
    expect(await byName(target, "Pizza")).toMatchObject({ id: pizza.categoryId, parentId: kitchen.id, position: 1 });
    const fish = await transferCategory(c, { categoryId: (await byName(a.stores[0].id, "Fish")).id, targetStoreId: target });
    const hot = await byName(target, "Hot dishes");
    expect((await database.db.select().from(categories).where(eq(categories.id, fish.categoryId)))[0]).toMatchObject({ parentId: hot.id, position: 2, level: "sub" });
    const draft = await transferCategory(c, { categoryId: (await byName(a.stores[0].id, "Draft")).id, targetStoreId: target });
    const drinks = await byName(target, "Drinks");
    const beer = await byName(target, "Beer");
    expect(drinks).toMatchObject({ parentId: null, position: 1, level: "super" });
    expect(beer).toMatchObject({ parentId: drinks.id, position: 0, level: "category" });
    expect(await byName(target, "Draft")).toMatchObject({ id: draft.categoryId, parentId: beer.id, position: 0 });
    expect(await database.db.select().from(items).where(eq(items.categoryId, beer.id))).toEqual([]);
    const games = await transferCategory(c, { categoryId: (await byName(a.stores[0].id, "Games")).id, targetStoreId: target });
    expect(await byName(target, "Games")).toMatchObject({ id: games.categoryId, parentId: null, position: 2, level: "super" });
    expect(await shape(database.db, games.categoryId)).toEqual(await shape(database.db, (await byName(a.stores[0].id, "Games")).id));
    const tops = await database.db.select().from(categories).where(and(eq(categories.storeId, target), isNull(categories.parentId))).orderBy(asc(categories.position));
    expect(tops.map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it("lists the store's categories in menu order and the company's other stores", async () => {
    const sources = await listTransferSources(ctx(a.storeManager), { storeId: a.stores[0].id, locale: "en" });
    expect(sources.slice(0, 3).map((row) => [row.name, row.depth])).toEqual([["Kitchen", 0], ["Breakfasts", 1], ["Salads", 1]]);
    expect(sources.find((row) => row.name === "Meat")).toMatchObject({ level: "sub", depth: 2 });
    expect(await listTransferTargets(ctx(a.companyManager), { storeId: a.stores[0].id })).toEqual({
      targets: [{ id: a.stores[1].id, name: a.stores[1].name, urlKey: a.stores[1].urlKey }],
      companyStores: 2,
    });
    expect(await listTransferTargets(ctx(a.storeManager), { storeId: a.stores[0].id })).toEqual({ targets: [], companyStores: 2 });
  });

  it("copies nothing when a history entry cannot be written", async () => {
    const before = await authoringSnapshot(database.db);
    history.fail = true;
    try {
      const source = await byName(a.stores[0].id, "Desserts");
      await expect(transferCategory(ctx(a.companyManager), { categoryId: source.id, targetStoreId: a.stores[1].id })).rejects.toThrow("history unavailable");
    } finally {
      history.fail = false;
    }
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });

  it("refuses transfers across companies, into inaccessible stores and into the same store, changing nothing", async () => {
    const before = await authoringSnapshot(database.db);
    const own = await byName(a.stores[0].id, "Desserts");
    const foreign = await byName(b.stores[0].id, "Desserts");
    for (const user of [a.companyManager, a.storeManager]) {
      const c = ctx(user);
      await expect(transferCategory(c, { categoryId: foreign.id, targetStoreId: a.stores[0].id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(transferCategory(c, { categoryId: foreign.id, targetStoreId: b.stores[1].id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(transferCategory(c, { categoryId: own.id, targetStoreId: b.stores[1].id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(transferCategory(c, { categoryId: 999_999, targetStoreId: a.stores[0].id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(listTransferSources(c, { storeId: b.stores[0].id, locale: "en" })).rejects.toBeInstanceOf(NotFoundError);
      await expect(listTransferTargets(c, { storeId: b.stores[0].id })).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(transferCategory(ctx(a.storeManager), { categoryId: own.id, targetStoreId: a.stores[1].id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(transferCategory(ctx(a.companyManager), { categoryId: own.id, targetStoreId: a.stores[0].id })).rejects.toMatchObject({ key: "sameStore" });
    expect(await authoringSnapshot(database.db)).toEqual(before);
    const bItems = await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, b.stores[1].id));
    expect(bItems).toEqual([]);
    expect(await database.db.select().from(categories).where(inArray(categories.storeId, [b.stores[1].id]))).toEqual([]);
  });
});
