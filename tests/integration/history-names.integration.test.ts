import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, storeTables } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { generateQrKey } from "@/lib/domain/qr-key";
import { parseActionFilters } from "@/lib/schemas/history";
import { getAction } from "@/lib/server/history/get-action";
import { listActions } from "@/lib/server/history/list-actions";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const at = (minute: number) => new Date(Date.UTC(2030, 4, 1, 10, minute));

describe.each(engines())("names of history objects on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ database, a, b } = world);
    const [table] = await database.db
      .insert(storeTables)
      .values({ companyId: a.company.id, storeId: a.stores[0].id, name: "Terrace 4", qrKey: generateQrKey(), position: 1 })
      .returning({ id: storeTables.id });
    const entry = async (key: string, minute: number, values: Partial<typeof actionHistory.$inferInsert> & { objectType: string }, tenant: Tenant = a) => {
      const [row] = await database.db
        .insert(actionHistory)
        .values({ companyId: tenant.company.id, storeId: tenant.stores[0].id, userId: tenant.companyManager.id, event: "update", createdAt: at(minute), ...values })
        .returning({ id: actionHistory.id });
      ids[key] = row!.id;
    };
    // Another company's snapshot of an object with the same id must never name company A's entries.
    await entry("foreign", 0, { objectType: "item", objectId: 68, event: "create", after: { texts: { en: { title: "Beta secret" } } } }, b);
    await entry("created", 1, { objectType: "item", objectId: 68, event: "create", after: { texts: { ru: { title: "Чай" }, en: { title: "Tea" } }, version: 1 } });
    await entry("hidden", 2, { objectType: "item", objectId: 68, before: { hidden: false, version: 1 }, after: { hidden: true, version: 2 } });
    await entry("renamed", 3, { objectType: "item", objectId: 68, before: { texts: { en: { title: "Tea" } } }, after: { texts: { en: { title: "Green tea" } } } });
    await entry("shown", 4, { objectType: "item", objectId: 68, before: { hidden: true, version: 3 }, after: { hidden: false, version: 4 } });
    await entry("unknown", 5, { objectType: "item", objectId: 69, before: { hidden: false }, after: { hidden: true } });
    await entry("table", 6, { objectType: "table", objectId: table!.id, before: { position: 2 }, after: { position: 1 } });
    await entry("setting", 7, { objectType: "setting", objectId: a.stores[0].id, before: { currency: "BYN" }, after: { currency: "USD" } });
    await entry("category", 8, { objectType: "category", objectId: 501, event: "create", after: { names: { en: "Drinks" } } });
    await entry("reorder", 9, { objectType: "item", objectId: null, before: { categoryId: 501, order: [1, 2] }, after: { categoryId: 501, order: [2, 1] } });
  });

  const user = (): UserRow => a.companyManager;

  it("names every entry after its object as it was then: own snapshot, the nearest earlier one, the current name, the store", async () => {
    const { entries } = await listActions(contextOf(database.db, user()), { storeId: a.stores[0].id, locale: "en", filters: parseActionFilters({}) });
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const name = (key: string) => byId.get(ids[key]!)?.objectName;
    expect(name("created")).toBe("Tea");
    expect(name("hidden")).toBe("Tea");
    expect(name("renamed")).toBe("Green tea");
    expect(name("shown")).toBe("Green tea");
    expect(name("unknown")).toBeNull();
    expect(name("table")).toBe("Terrace 4");
    expect(name("setting")).toBe(a.stores[0].name);
    expect(name("reorder")).toBe("Drinks");
    expect(byId.get(ids.reorder!)).toMatchObject({ reorder: true, objectType: "item", objectId: null });
    expect(byId.get(ids.hidden!)!.reorder).toBe(false);
    expect(entries.some((entry) => entry.objectName === "Beta secret")).toBe(false);
  });

  it("names the object of a single entry the same way, in the asked language", async () => {
    const entry = await getAction(contextOf(database.db, user()), { storeId: a.stores[0].id, actionId: ids.hidden!, locale: "ru" });
    expect(entry.objectName).toBe("Чай");
    const foreignFirst = await getAction(contextOf(database.db, user()), { storeId: a.stores[0].id, actionId: ids.unknown!, locale: "en" });
    expect(foreignFirst.objectName).toBeNull();
  });
});
