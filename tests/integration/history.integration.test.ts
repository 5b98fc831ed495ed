import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, stores } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { HISTORY_PAGE_SIZE, parseActionFilters } from "@/lib/schemas/history";
import { NotFoundError } from "@/lib/server/context";
import { getAction } from "@/lib/server/history/get-action";
import { listActionFilters } from "@/lib/server/history/list-action-filters";
import { listActions } from "@/lib/server/history/list-actions";
import { createPromotionCategory } from "@/lib/server/promotions/create-promotion-category";
import { updatePromotionCategory } from "@/lib/server/promotions/update-promotion-category";
import { authoringSnapshot } from "../support/authoring-snapshot";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const day = (iso: string) => new Date(iso);

describe.each(engines())("actions history on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  let renamed: number;
  let otherStoreEntry: number;
  let foreignEntry: number;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    await database.db.update(stores).set({ timezone: "Europe/Minsk" });
    const manager = (now: string) => contextOf(database.db, a.companyManager, day(now));
    const { id } = await createPromotionCategory(manager("2030-05-01T08:00:00Z"), { storeId: a.stores[0].id, names: { ru: "Акции" } });
    await updatePromotionCategory(contextOf(database.db, a.storeManager, day("2030-05-02T21:30:00Z")), { id, version: 1, names: { ru: "Скидки" }, hidden: true });
    await createPromotionCategory(manager("2030-05-03T09:00:00Z"), { storeId: a.stores[1].id, names: { ru: "Второй" } });
    await createPromotionCategory(contextOf(database.db, b.companyManager, day("2030-05-01T09:00:00Z")), { storeId: b.stores[0].id, names: { ru: "Чужое" } });
    const rows = await database.db.select().from(actionHistory);
    renamed = rows.find((row) => row.event === "update")!.id;
    otherStoreEntry = rows.find((row) => row.storeId === a.stores[1].id)!.id;
    foreignEntry = rows.find((row) => row.companyId === b.company.id)!.id;
  });

  const list = (user: UserRow, storeId: number, query: Record<string, string> = {}) =>
    listActions(contextOf(database.db, user), { storeId, locale: "ru", filters: parseActionFilters(query) });

  it("lists the company's entries newest first for company managers and administrators", async () => {
    for (const user of [a.companyManager, admin]) {
      const { entries, total } = await list(user, a.stores[0].id);
      expect(total).toBe(3);
      expect(entries.map((entry) => [entry.event, entry.objectName])).toEqual([
        ["create", "Второй"],
        ["update", "Скидки"],
        ["create", "Акции"],
      ]);
      expect(entries[1]).toMatchObject({ objectType: "promotion_category", userId: a.storeManager.id, userName: `Test store_manager` });
    }
  });

  it("shows store managers only their store's entries and refuses other stores", async () => {
    const { entries } = await list(a.storeManager, a.stores[0].id);
    expect(entries.map((entry) => entry.id)).not.toContain(otherStoreEntry);
    expect(entries).toHaveLength(2);
    await expect(list(a.storeManager, a.stores[1].id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getAction(contextOf(database.db, a.storeManager), { storeId: a.stores[0].id, actionId: otherStoreEntry, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("filters by event, object type, user and a date range in the store's time zone", async () => {
    const storeId = a.stores[0].id;
    expect((await list(a.companyManager, storeId, { event: "update" })).entries.map((entry) => entry.id)).toEqual([renamed]);
    expect((await list(a.companyManager, storeId, { objectType: "promotion" })).total).toBe(0);
    expect((await list(a.companyManager, storeId, { userId: String(a.storeManager.id) })).entries.map((entry) => entry.id)).toEqual([renamed]);
    expect((await list(a.companyManager, storeId, { from: "2030-05-02", to: "2030-05-02" })).total).toBe(0);
    expect((await list(a.companyManager, storeId, { from: "2030-05-02", to: "2030-05-03" })).entries.map((entry) => entry.event)).toEqual(["create", "update"]);
    expect((await list(a.companyManager, storeId, { to: "2030-05-01", event: "bogus", page: "-3" })).total).toBe(1);
    const filters = await listActionFilters(contextOf(database.db, a.companyManager), { storeId });
    expect(filters.objectTypes).toEqual(["promotion_category"]);
    expect(filters.users.map((user) => user.id).sort()).toEqual([a.companyManager.id, a.storeManager.id].sort());
  });

  it("pages through many entries", async () => {
    await database.db.insert(actionHistory).values(
      Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, index) => ({
        companyId: a.company.id,
        storeId: a.stores[0].id,
        userId: a.companyManager.id,
        event: "update" as const,
        objectType: "setting",
        objectId: index,
        createdAt: day(`2030-04-01T10:${String(index).padStart(2, "0")}:00Z`),
      })),
    );
    const first = await list(a.companyManager, a.stores[0].id, { objectType: "setting" });
    expect(first).toMatchObject({ total: HISTORY_PAGE_SIZE + 5, page: 1, pageCount: 2 });
    expect(first.entries[0]!.objectId).toBe(HISTORY_PAGE_SIZE + 4);
    const second = await list(a.companyManager, a.stores[0].id, { objectType: "setting", page: "2" });
    expect(second.entries.map((entry) => entry.objectId)).toEqual([4, 3, 2, 1, 0]);
  });

  it("opens an entry with its before and after documents", async () => {
    const entry = await getAction(contextOf(database.db, a.storeManager), { storeId: a.stores[0].id, actionId: renamed, locale: "en" });
    expect(entry).toMatchObject({
      event: "update",
      objectName: "Скидки",
      storeName: a.stores[0].name,
      before: { hidden: false, names: { ru: "Акции" } },
      after: { hidden: true, names: { ru: "Скидки" } },
    });
  });

  it("refuses company A's roles every history function on company B, and changes nothing", async () => {
    const before = await authoringSnapshot(database.db);
    for (const user of [a.companyManager, a.storeManager]) {
      const c = contextOf(database.db, user);
      await expect(listActions(c, { storeId: b.stores[0].id, locale: "ru", filters: parseActionFilters({}) })).rejects.toBeInstanceOf(NotFoundError);
      await expect(listActionFilters(c, { storeId: b.stores[0].id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(getAction(c, { storeId: b.stores[0].id, actionId: foreignEntry, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
      await expect(getAction(c, { storeId: a.stores[0].id, actionId: foreignEntry, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
      await expect(getAction(c, { storeId: a.stores[0].id, actionId: 999_999, locale: "ru" })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });
});
