import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, stores, storeTables } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { isQrKey } from "@/lib/domain/qr-key";
import { generateQrKey } from "@/lib/domain/qr-key";
import { TABLES_MAX } from "@/lib/schemas/tables";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { createTable } from "@/lib/server/tables/create-table";
import { deleteTable } from "@/lib/server/tables/delete-table";
import { findTableByQrKey } from "@/lib/server/tables/find-table-by-qr-key";
import { listTables } from "@/lib/server/tables/list-tables";
import { regenerateTableKey } from "@/lib/server/tables/regenerate-table-key";
import { reorderTables } from "@/lib/server/tables/reorder-tables";
import { tableQrFile } from "@/lib/server/tables/table-qr-file";
import { tablesSheetFile } from "@/lib/server/tables/tables-sheet-file";
import { updateTable } from "@/lib/server/tables/update-table";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

const ORIGIN = "http://localhost:3000";

describe.each(engines())("tables on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
  });

  const ctx = (user: UserRow) => contextOf(database.db, user);
  const historyOf = (objectId: number) =>
    database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.objectType, "table"), eq(actionHistory.objectId, objectId)))
      .orderBy(asc(actionHistory.id));
  const menuVersion = async (storeId: number) =>
    (await database.db.select({ v: stores.menuVersion }).from(stores).where(eq(stores.id, storeId)))[0]!.v;
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

  it("creates, edits and deletes a table, each change recorded in the history", async () => {
    const c = ctx(a.companyManager);
    const storeId = a.stores[0].id;
    const versionBefore = await menuVersion(storeId);
    const { id, position } = await createTable(c, { storeId, name: "Окно №1", note: "4 места" });
    expect(position).toBe(1);
    const [row] = await listTables(c, { storeId });
    expect(row).toMatchObject({ id, name: "Окно №1", note: "4 места", position: 1, version: 1 });
    expect(isQrKey(row!.qrKey)).toBe(true);
    expect(await menuVersion(storeId)).toBe(versionBefore + 1);

    expect(await updateTable(c, { id, version: 1, name: "Окно 1", note: "" })).toEqual({ version: 2 });
    const stale = await refusal(updateTable(c, { id, version: 1, name: "Другое", note: "" }));
    expect(stale).toBeInstanceOf(DomainError);
    expect((stale as DomainError).key).toBe("staleVersion");

    await deleteTable(c, { id, version: 2 });
    expect(await listTables(c, { storeId })).toEqual([]);
    const entries = await historyOf(id);
    expect(entries.map((entry) => entry.event)).toEqual(["create", "update", "destroy"]);
    expect(entries[1]).toMatchObject({ userId: a.companyManager.id, companyId: a.company.id, storeId, before: { name: "Окно №1", note: "4 места" }, after: { name: "Окно 1", note: "" } });
    expect(entries[2]!.before).toMatchObject({ name: "Окно 1" });
  });

  it("keeps names unique per store, also for concurrent saves, and allows the same name in another store", async () => {
    const c = ctx(a.storeManager);
    const storeId = a.stores[0].id;
    await createTable(c, { storeId, name: "Bar 1", note: "" });
    const duplicate = await refusal(createTable(c, { storeId, name: "Bar 1", note: "" }));
    expect(duplicate).toMatchObject({ key: "tableNameTaken", field: "name" });

    const results = await Promise.allSettled([1, 2, 3].map(() => createTable(ctx(a.companyManager), { storeId, name: "Terrace", note: "" })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((item) => item.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ key: "tableNameTaken", field: "name" });
    }

    const other = await createTable(ctx(a.companyManager), { storeId: a.stores[1].id, name: "Bar 1", note: "" });
    const renamed = await refusal(updateTable(c, { id: (await listTables(c, { storeId }))[1]!.id, version: 1, name: "Bar 1", note: "" }));
    expect(renamed).toMatchObject({ key: "tableNameTaken" });
    expect(other.position).toBe(1);
  });

  it("reorders tables 1…n in one request and refuses a list that is not exactly the store's tables", async () => {
    const c = ctx(a.companyManager);
    const storeId = a.stores[1].id;
    const second = await createTable(c, { storeId, name: "Bar 2", note: "" });
    const third = await createTable(c, { storeId, name: "Bar 3", note: "" });
    const ids = (await listTables(c, { storeId })).map((row) => row.id);
    expect(await reorderTables(c, { storeId, ids: [third.id, ...ids.filter((id) => id !== third.id)] })).toEqual({ moved: 3 });
    expect((await listTables(c, { storeId })).map((row) => [row.id, row.position])).toEqual([
      [third.id, 1],
      [ids[0], 2],
      [second.id, 3],
    ]);
    const wrong = await refusal(reorderTables(c, { storeId, ids: [third.id, second.id] }));
    expect(wrong).toMatchObject({ key: "staleVersion" });
    expect(await historyOf(third.id)).toEqual(expect.arrayContaining([expect.objectContaining({ before: { name: "Bar 3", position: 3 }, after: { name: "Bar 3", position: 1 } })]));
  });

  it("resolves a key to its store and position, and a regenerated key retires the old one", async () => {
    const c = ctx(admin);
    const storeId = b.stores[0].id;
    const { id } = await createTable(c, { storeId, name: "7", note: "" });
    const [table] = await listTables(c, { storeId });
    expect(await findTableByQrKey(database.db, table!.qrKey)).toEqual({
      store_url_key: b.stores[0].urlKey,
      custom_domain_enabled: false,
      custom_domain: null,
      position: 1,
    });
    const { qrKey, version } = await regenerateTableKey(c, { id, version: 1 });
    expect(version).toBe(2);
    expect(qrKey).not.toBe(table!.qrKey);
    expect(await findTableByQrKey(database.db, table!.qrKey)).toBeNull();
    expect(await findTableByQrKey(database.db, qrKey)).toMatchObject({ position: 1 });
    expect(await findTableByQrKey(database.db, "not a key")).toBeNull();
    expect(await findTableByQrKey(database.db, "' or 1=1 --")).toBeNull();
    expect(await findTableByQrKey(database.db, undefined)).toBeNull();
    expect((await historyOf(id)).at(-1)).toMatchObject({ event: "update", before: { name: "7", qrKey: table!.qrKey }, after: { name: "7", qrKey } });

    await database.db.update(stores).set({ customDomainEnabled: true, customDomain: "menu.beta.test" }).where(eq(stores.id, storeId));
    expect(await findTableByQrKey(database.db, qrKey)).toMatchObject({ custom_domain_enabled: false, custom_domain: "menu.beta.test" });
    await database.db.update(stores).set({ customDomainStatus: "verified" }).where(eq(stores.id, storeId));
    expect(await findTableByQrKey(database.db, qrKey)).toEqual({
      store_url_key: b.stores[0].urlKey,
      custom_domain_enabled: true,
      custom_domain: "menu.beta.test",
      position: 1,
    });
  });

  it("builds downloads only for the actor's own tables", async () => {
    const storeId = a.stores[0].id;
    const [table] = await listTables(ctx(a.companyManager), { storeId });
    const svg = await tableQrFile(ctx(a.storeManager), { id: table!.id, format: "svg", rootSiteOrigin: ORIGIN });
    expect(svg.contentType).toContain("image/svg+xml");
    expect(svg.disposition).toMatch(/^attachment; filename="qr-bar-1\.svg"/);
    const pdf = await tablesSheetFile(ctx(a.storeManager), { storeId, rootSiteOrigin: ORIGIN });
    expect(Buffer.from(pdf.body as Uint8Array).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(tableQrFile(ctx(b.companyManager), { id: table!.id, format: "png", rootSiteOrigin: ORIGIN })).rejects.toBeInstanceOf(NotFoundError);
    await expect(tablesSheetFile(ctx(b.storeManager), { storeId, rootSiteOrigin: ORIGIN })).rejects.toBeInstanceOf(NotFoundError);
  });

  it(`refuses tables past ${TABLES_MAX} per store, also for concurrent additions, and the full store still reorders`, async () => {
    const store = a.stores[1];
    const now = new Date();
    const held = (await database.db.select().from(storeTables).where(eq(storeTables.storeId, store.id))).length;
    const rows = Array.from({ length: TABLES_MAX - 2 - held }, (_, i) => ({
      companyId: a.company.id,
      storeId: store.id,
      name: `Seat ${i + 1}`,
      qrKey: generateQrKey(),
      position: held + i + 1,
      createdAt: now,
      updatedAt: now,
    }));
    await database.db.insert(storeTables).values(rows);
    await createTable(ctx(a.companyManager), { storeId: store.id, name: "Almost full", note: "" });
    const results = await Promise.allSettled(["Last A", "Last B", "Last C"].map((name) => createTable(ctx(a.companyManager), { storeId: store.id, name, note: "" })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((item) => item.status === "rejected")) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ key: `tablesLimit:${TABLES_MAX}` });
    }
    const refused = await refusal(createTable(ctx(a.companyManager), { storeId: store.id, name: "One more", note: "" }));
    expect(refused).toMatchObject({ key: `tablesLimit:${TABLES_MAX}` });
    const tables = await listTables(ctx(a.companyManager), { storeId: store.id });
    expect(tables).toHaveLength(TABLES_MAX);
    await reorderTables(ctx(a.companyManager), { storeId: store.id, ids: tables.map((table) => table.id).reverse() });
    await database.db.delete(storeTables).where(eq(storeTables.storeId, store.id));
  });

  it("refuses every function to another company's managers and a store manager of another store, changing nothing", async () => {
    const storeId = a.stores[0].id;
    const tables = () => database.db.select().from(storeTables).where(eq(storeTables.storeId, storeId)).orderBy(asc(storeTables.id));
    const before = await tables();
    const historyBefore = await database.db.select().from(actionHistory);
    const target = before[0]!;
    const outsiders = [b.companyManager, b.storeManager, a.unconfirmed];
    for (const user of outsiders) {
      const c = ctx(user);
      await expect(listTables(c, { storeId })).rejects.toBeInstanceOf(NotFoundError);
      await expect(createTable(c, { storeId, name: "Intruder", note: "" })).rejects.toBeInstanceOf(NotFoundError);
      await expect(updateTable(c, { id: target.id, version: target.version, name: "Intruder", note: "" })).rejects.toBeInstanceOf(NotFoundError);
      await expect(deleteTable(c, { id: target.id, version: target.version })).rejects.toBeInstanceOf(NotFoundError);
      await expect(regenerateTableKey(c, { id: target.id, version: target.version })).rejects.toBeInstanceOf(NotFoundError);
      await expect(reorderTables(c, { storeId, ids: before.map((row) => row.id).reverse() })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await tables()).toEqual(before);
    expect(await database.db.select().from(actionHistory)).toEqual(historyBefore);
  });
});
