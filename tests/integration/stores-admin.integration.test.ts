import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, stores, storeSettings } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { getCompany } from "@/lib/server/companies/get-company";
import { updateCompany } from "@/lib/server/companies/update-company";
import { NotFoundError } from "@/lib/server/context";
import { createStore } from "@/lib/server/stores/create-store";
import { isStoreUrlAvailable } from "@/lib/server/stores/is-store-url-available";
import { listAccessibleStores } from "@/lib/server/stores/list-accessible-stores";
import { listCompanyStores } from "@/lib/server/stores/list-company-stores";
import { engines } from "../support/engines";
import { contextOf, insertUser, snapshot, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

describe.each(engines())("stores and company settings on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  beforeAll(() => {
    ({ database, a, b, admin } = world);
  });

  const ctx = (user: UserRow, now?: Date) => contextOf(database.db, user, now);

  it("refuses every store and company function to company A's roles on company B, and changes nothing", async () => {
    for (const actor of [a.companyManager, a.storeManager]) {
      const before = await snapshot(database.db);
      const c = ctx(actor);
      const companyId = b.company.id;
      const attempts: Array<() => Promise<unknown>> = [
        () => listCompanyStores(c, { companyId }),
        () => createStore(c, { companyId, name: "Intruder", urlName: "intruder" }),
        () => getCompany(c, { companyId }),
        () => updateCompany(c, { companyId, name: "Hijacked" }),
      ];
      for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
      expect(await snapshot(database.db)).toEqual(before);
    }
  });

  it("refuses store managers in their own company too", async () => {
    const before = await snapshot(database.db);
    const c = ctx(a.storeManager);
    const companyId = a.company.id;
    await expect(createStore(c, { companyId, name: "Mine", urlName: "mine" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateCompany(c, { companyId, name: "Renamed" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(listCompanyStores(c, { companyId })).rejects.toBeInstanceOf(NotFoundError);
    await expect(isStoreUrlAvailable(c, { urlName: "free" })).rejects.toBeInstanceOf(NotFoundError);
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("creates a store with a lower-case URL key, a 3-day setup period and its settings row", async () => {
    const now = new Date("2030-05-01T10:00:00Z");
    const created = await createStore(ctx(a.companyManager, now), { companyId: a.company.id, name: "Alpha Harbour", urlName: "AlphaHarbour" });
    expect(created.urlKey).toBe("alphaharbour");
    const [store] = await database.db.select().from(stores).where(eq(stores.id, created.id));
    expect(store).toMatchObject({ companyId: a.company.id, name: "Alpha Harbour", urlKey: "alphaharbour" });
    // Created on 1 May at 13:00 in Minsk: setup covers that day and the next two, ending at local midnight.
    expect(store!.setupEndsAt.toISOString()).toBe("2030-05-03T21:00:00.000Z");
    const settings = await database.db.select().from(storeSettings).where(eq(storeSettings.storeId, created.id));
    expect(settings).toHaveLength(1);
    expect(settings[0]!.companyId).toBe(a.company.id);
    const listed = await listCompanyStores(ctx(a.companyManager), { companyId: a.company.id });
    expect(listed.map((row) => row.urlKey)).toContain("alphaharbour");
  });

  it("gives a new store the content languages of every new store, or those chosen, the creator's language primary", async () => {
    const c = ctx({ ...a.companyManager, uiLocale: "zh" });
    const byDefault = await createStore(c, { companyId: a.company.id, name: "Default Langs", urlName: "defaultlangs" });
    const chosen = await createStore(c, { companyId: a.company.id, name: "Chosen Langs", urlName: "chosenlangs", contentLocales: ["fr", "en"] });
    const withOwn = await createStore(c, { companyId: a.company.id, name: "Own Langs", urlName: "ownlangs", contentLocales: ["ar", "zh"] });
    const [first, second, third] = await Promise.all(
      [byDefault.id, chosen.id, withOwn.id].map(async (id) => (await database.db.select().from(stores).where(eq(stores.id, id)))[0]!),
    );
    expect(first).toMatchObject({ primaryLocale: "zh", contentLocales: ["ru", "en", "zh"] });
    expect(second).toMatchObject({ primaryLocale: "en", contentLocales: ["en", "fr"] });
    expect(third).toMatchObject({ primaryLocale: "zh", contentLocales: ["zh", "ar"] });
  });

  it("refuses a taken or reserved URL name and reports availability", async () => {
    const c = ctx(a.companyManager);
    const before = await snapshot(database.db);
    for (const urlName of ["ALPHAHARBOUR", b.stores[0].urlKey]) {
      await expect(createStore(c, { companyId: a.company.id, name: "Copy", urlName })).rejects.toMatchObject({ key: "storeUrlExists", field: "urlName" });
      expect(await isStoreUrlAvailable(c, { urlName })).toBe(false);
    }
    for (const urlName of ["www", "WWW", "stg", "localhost", "admin", "api", "register"]) {
      await expect(createStore(c, { companyId: a.company.id, name: "Copy", urlName })).rejects.toMatchObject({ key: "storeUrlReserved", field: "urlName" });
      await expect(isStoreUrlAvailable(c, { urlName })).rejects.toMatchObject({ key: "storeUrlReserved", field: "urlName" });
    }
    expect(await snapshot(database.db)).toEqual(before);
    expect(await isStoreUrlAvailable(c, { urlName: "Brandnewplace" })).toBe(true);
  });

  it("lets an administrator create stores and rename any company, but not a missing one", async () => {
    const c = ctx(admin);
    const created = await createStore(c, { companyId: b.company.id, name: "Beta Annex", urlName: "betaannex" });
    expect((await listCompanyStores(c, { companyId: b.company.id })).some((store) => store.id === created.id)).toBe(true);
    await updateCompany(c, { companyId: b.company.id, name: "Beta Holding" });
    expect(await getCompany(c, { companyId: b.company.id })).toMatchObject({ name: "Beta Holding", urlName: b.company.urlName });
    const before = await snapshot(database.db);
    await expect(createStore(c, { companyId: 999_999, name: "Ghost", urlName: "ghost" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateCompany(c, { companyId: 999_999, name: "Ghost" })).rejects.toBeInstanceOf(NotFoundError);
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("renames the own company and keeps its URL name", async () => {
    await updateCompany(ctx(a.companyManager), { companyId: a.company.id, name: "Alpha Group" });
    const [company] = await database.db.select().from(companies).where(eq(companies.id, a.company.id));
    expect(company).toMatchObject({ name: "Alpha Group", urlName: a.company.urlName });
  });

  it("lists the stores each role may enter for the store switcher", async () => {
    const all = await listAccessibleStores(ctx(admin));
    const allStores = await database.db.select({ urlKey: stores.urlKey }).from(stores);
    expect(all.map((store) => store.urlKey).sort()).toEqual(allStores.map((store) => store.urlKey).sort());
    const companyIds = all.map((store) => store.companyId);
    const runs = companyIds.filter((id, index) => index === 0 || id !== companyIds[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const ownCompany = await listAccessibleStores(ctx(a.companyManager));
    expect(ownCompany.length).toBeGreaterThanOrEqual(3);
    expect(ownCompany.every((store) => store.companyId === a.company.id)).toBe(true);
    const own = await listAccessibleStores(ctx(a.storeManager));
    expect(own.map((store) => store.urlKey)).toEqual([a.stores[0].urlKey]);
    const orphan = await insertUser(database.db, { role: "company_manager", companyId: null });
    expect(await listAccessibleStores(ctx(orphan))).toEqual([]);
  });
});
