import { asc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, items, portions, stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { createCategory } from "@/lib/server/categories/create-category";
import { createItem } from "@/lib/server/items/create-item";
import { listCategoryItems } from "@/lib/server/items/list-category-items";
import { setItemSoldOut } from "@/lib/server/items/set-item-sold-out";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import { soldOutEndsAt } from "@/lib/server/menu/sold-out-ends";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant } from "../support/tenants";

const flags = { hidden: false, ageRestricted: false, schedule: null };
// Wednesday 2030-05-01, 15:00 in Minsk: open (09:00–22:00), so sold out until Thursday 09:00.
const NOW = new Date("2030-05-01T12:00:00Z");
const NEXT_OPENING = new Date("2030-05-02T06:00:00Z");

async function menuItem(database: Database, tenant: Tenant) {
  const c = contextOf(database.db, tenant.storeManager, NOW);
  const storeId = tenant.stores[0].id;
  const category = await createCategory(c, { storeId, section: "kitchen", parentId: null, names: { ru: "Супы" }, icon: null, iconUploadId: null, ...flags });
  const { id } = await createItem(c, {
    storeId,
    categoryId: category.id,
    texts: { ru: { title: "Борщ", description: "" } },
    photoId: null,
    portions: [
      { weight: "250", unit: "g", price: "5" },
      { weight: "400", unit: "g", price: "8" },
    ],
    ...flags,
  });
  const portionIds = (await database.db.select({ id: portions.id }).from(portions).where(eq(portions.itemId, id)).orderBy(asc(portions.position))).map((row) => row.id);
  return { storeId, categoryId: category.id, itemId: id, portionIds };
}

describe.each(engines())("sold out today on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let a: Awaited<ReturnType<typeof menuItem>>;
  let b: Awaited<ReturnType<typeof menuItem>>;
  beforeAll(async () => {
    await world.database.db.update(stores).set({ timezone: "Europe/Minsk", workingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "09:00", closes: "22:00" }] });
    a = await menuItem(world.database, world.a);
    b = await menuItem(world.database, world.b);
  });
  const as = (tenant: Tenant, now = NOW) => contextOf(world.database.db, tenant.storeManager, now);
  const historyAfter = (id: number) => world.database.db.select().from(actionHistory).where(gt(actionHistory.id, id)).orderBy(asc(actionHistory.id));
  const lastEntry = async () => (await world.database.db.select({ id: actionHistory.id }).from(actionHistory)).reduce((max, row) => Math.max(max, row.id), 0);
  const menuVersion = async (storeId: number) => (await world.database.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.id, storeId)))[0]!.v;

  it("marks an item sold out until the next opening, records it and bumps the menu version", async () => {
    const mark = await lastEntry();
    const version = await menuVersion(a.storeId);
    const result = await setItemSoldOut(as(world.a), { storeId: a.storeId, itemId: a.itemId, soldOut: true });
    expect(result.soldOutUntil).toEqual(NEXT_OPENING);
    const [row] = await world.database.db.select().from(items).where(eq(items.id, a.itemId));
    expect(row).toMatchObject({ soldOutUntil: NEXT_OPENING, version: 1 });
    expect(await menuVersion(a.storeId)).toBe(version + 1);
    const history = await historyAfter(mark);
    expect(history.map((entry) => [entry.event, entry.objectType, entry.objectId, entry.userId])).toEqual([["update", "item", a.itemId, world.a.storeManager.id]]);
    expect(history[0]).toMatchObject({ before: { soldOutUntil: null }, after: { soldOutUntil: NEXT_OPENING.toISOString() } });
    const [listed] = await listCategoryItems(as(world.a), { storeId: a.storeId, categoryId: a.categoryId });
    expect(listed).toMatchObject({ soldOut: true, soldOutPortionIds: [] });
  });

  it("reads a sold-out state whose time has passed as available", async () => {
    const later = new Date(NEXT_OPENING.getTime() + 1);
    const [listed] = await listCategoryItems(as(world.a, later), { storeId: a.storeId, categoryId: a.categoryId });
    expect(listed!.soldOut).toBe(false);
    expect(await soldOutEndsAt(world.database.db, a.storeId, NOW)).toEqual(NEXT_OPENING);
    expect(await soldOutEndsAt(world.database.db, a.storeId, later)).toBeNull();
  });

  it("marks one portion sold out and clears it again", async () => {
    const [, second] = a.portionIds as [number, number];
    const mark = await lastEntry();
    await setItemSoldOut(as(world.a), { storeId: a.storeId, itemId: a.itemId, portionId: second, soldOut: true });
    const [listed] = await listCategoryItems(as(world.a), { storeId: a.storeId, categoryId: a.categoryId });
    expect(listed!.soldOutPortionIds).toEqual([second]);
    const [menu] = await loadPublicMenu(world.database.db, a.storeId, "ru", "ru");
    const guestItem = menu!.children[0]!.items[0]!;
    expect(guestItem.soldOutUntil).toBe(NEXT_OPENING.getTime());
    expect(guestItem.portions.map((portion) => portion.soldOutUntil)).toEqual([null, NEXT_OPENING.getTime()]);

    await setItemSoldOut(as(world.a), { storeId: a.storeId, itemId: a.itemId, portionId: second, soldOut: false });
    await setItemSoldOut(as(world.a), { storeId: a.storeId, itemId: a.itemId, soldOut: false });
    const [cleared] = await listCategoryItems(as(world.a), { storeId: a.storeId, categoryId: a.categoryId });
    expect(cleared).toMatchObject({ soldOut: false, soldOutPortionIds: [] });
    expect(await soldOutEndsAt(world.database.db, a.storeId, NOW)).toBeNull();
    const history = await historyAfter(mark);
    expect(history.map((entry) => entry.after)).toEqual([
      { portions: { 1: { soldOutUntil: NEXT_OPENING.toISOString() } } },
      { portions: { 1: { soldOutUntil: null } } },
      { soldOutUntil: null },
    ]);
  });

  it("refuses a rival company's item and portion as not found, changing nothing", async () => {
    const before = await world.database.db.select().from(items).orderBy(asc(items.id));
    const mark = await lastEntry();
    const attempts = [
      () => setItemSoldOut(as(world.a), { storeId: a.storeId, itemId: b.itemId, soldOut: true }),
      () => setItemSoldOut(as(world.a), { storeId: b.storeId, itemId: b.itemId, soldOut: true }),
      () => setItemSoldOut(as(world.a), { storeId: a.storeId, itemId: a.itemId, portionId: b.portionIds[0]!, soldOut: true }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
    expect(await world.database.db.select().from(items).orderBy(asc(items.id))).toEqual(before);
    expect(await world.database.db.select().from(portions).where(eq(portions.itemId, b.itemId))).toSatisfy((rows: { soldOutUntil: Date | null }[]) => rows.every((row) => row.soldOutUntil === null));
    expect(await historyAfter(mark)).toEqual([]);
  });
});
