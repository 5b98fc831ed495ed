import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, stores, uploads } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { type StoreSettingsInput, ZStoreSettings } from "@/lib/schemas/store-settings";
import { NotFoundError } from "@/lib/server/context";
import { getStoreSettingsForm } from "@/lib/server/stores/get-store-settings-form";
import { updateStoreSettings } from "@/lib/server/stores/update-store-settings";
import { engines } from "../support/engines";
import { contextOf, snapshot, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

describe.each(engines())("store settings on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  beforeAll(() => {
    ({ database, a, b } = world);
  });

  const ctx = (user: UserRow) => contextOf(database.db, user);
  const load = (user: UserRow, storeId: number) => getStoreSettingsForm(ctx(user), storeId);
  const save = async (user: UserRow, values: StoreSettingsInput) => updateStoreSettings(ctx(user), ZStoreSettings.parse(values));
  const storeRow = async (id: number) => (await database.db.select().from(stores).where(eq(stores.id, id)))[0]!;
  const addLogo = async (tenant: Tenant, storeId: number) => {
    const variants = [{ width: 320, height: 320, bytes: 100, key: `c${tenant.company.id}/s${storeId}/logo-320.webp` }];
    const [row] = await database.db.insert(uploads).values({ companyId: tenant.company.id, storeId, kind: "logo", width: 320, height: 320, variants }).returning();
    return row!.id;
  };

  it("saves every field, bumps the version and records what changed", async () => {
    const store = a.stores[0];
    const { values } = await load(a.companyManager, store.id);
    expect(values).toMatchObject({ storeId: store.id, version: 1, name: store.name, currency: "BYN", customDomain: "", socialLinks: { instagram: "" } });
    const logoId = await addLogo(a, store.id);
    const changed: StoreSettingsInput = {
      ...values,
      name: "Alpha Garden",
      address: "Minsk, Lenina 5",
      phones: [{ phone: "+375 (29) 123-45-67", description: "Reservations" }],
      workingHours: [{ days: [6, 5], opens: "18:00", closes: "03:00" }],
      socialLinks: { ...values.socialLinks, instagram: "https://instagram.com/alpha" },
      seoTitle: "Alpha Garden menu",
      menuInfo: "Service 10%",
      logoLightId: logoId,
      currency: "USD",
      timezone: "Asia/Shanghai",
      primaryLocale: "en",
      contentLocales: ["en", "zh", "ar"],
      customDomainEnabled: true,
      customDomain: "Menu.Alpha-Garden.com",
    };
    expect(await save(a.companyManager, changed)).toEqual({ version: 2 });
    const row = await storeRow(store.id);
    expect(row).toMatchObject({
      name: "Alpha Garden",
      phones: [{ phone: "+375 (29) 123-45-67", description: "Reservations" }],
      workingHours: [{ days: [5, 6], opens: "18:00", closes: "03:00" }],
      socialLinks: { instagram: "https://instagram.com/alpha" },
      logoLightId: logoId,
      currency: "USD",
      contentLocales: ["en", "zh", "ar"],
      customDomainEnabled: true,
      customDomain: "menu.alpha-garden.com",
      version: 2,
    });
    const history = await database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.objectType, "setting"), eq(actionHistory.objectId, store.id)));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ event: "update", companyId: a.company.id, storeId: store.id, userId: a.companyManager.id });
    expect(history[0]!.before).toMatchObject({ name: store.name, currency: "BYN", customDomain: null, socialLinks: {} });
    expect(history[0]!.after).toMatchObject({ name: "Alpha Garden", currency: "USD", customDomain: "menu.alpha-garden.com" });
    expect(Object.keys(history[0]!.after as object)).not.toContain("description");
    const reloaded = await load(a.storeManager, store.id);
    expect(reloaded.values).toMatchObject({ version: 2, customDomain: "menu.alpha-garden.com", socialLinks: { instagram: "https://instagram.com/alpha", website: "" } });
    expect(reloaded.logoLight).toEqual({ id: logoId, url: `/files/c${a.company.id}/s${store.id}/logo-320.webp` });
  });

  it("refuses a save carrying an old version and overwrites nothing", async () => {
    const store = a.stores[0];
    const { values } = await load(a.storeManager, store.id);
    await save(a.companyManager, { ...values, name: "First editor" });
    const before = await snapshot(database.db);
    await expect(save(a.storeManager, { ...values, name: "Second editor" })).rejects.toMatchObject({ key: "staleVersion" });
    expect(await snapshot(database.db)).toEqual(before);
    expect((await storeRow(store.id)).name).toBe("First editor");
  });

  it("lets exactly one of two concurrent saves win, and two stores claim one unproven domain", async () => {
    const { values } = await load(a.companyManager, a.stores[1].id);
    const outcomes = await Promise.allSettled(["One", "Two"].map((name) => save(a.companyManager, { ...values, name })));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({ reason: { key: "staleVersion" } });
    const loaded = await Promise.all([load(a.companyManager, a.stores[1].id), load(b.companyManager, b.stores[1].id)]);
    const race = await Promise.allSettled(
      loaded.map(({ values: current }, index) => save(index === 0 ? a.companyManager : b.companyManager, { ...current, customDomain: "race.example.com" })),
    );
    expect(race.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
  });

  it("refuses a domain another venue proved it controls, and the service's own domains", async () => {
    const { values } = await load(b.companyManager, b.stores[0].id);
    await database.db.update(stores).set({ customDomainStatus: "verified" }).where(eq(stores.customDomain, "menu.alpha-garden.com"));
    const before = await snapshot(database.db);
    for (const customDomain of ["menu.alpha-garden.com", "MENU.ALPHA-GARDEN.COM."]) {
      await expect(save(b.companyManager, { ...values, customDomainEnabled: false, customDomain })).rejects.toMatchObject({
        key: "domainTaken",
        field: "customDomain",
      });
    }
    for (const customDomain of ["beta.menu.localhost", "app.localhost"]) {
      await expect(save(b.companyManager, { ...values, customDomainEnabled: true, customDomain })).rejects.toMatchObject({
        key: "serviceDomain",
        field: "customDomain",
      });
    }
    expect(await snapshot(database.db)).toEqual(before);
    expect(await save(b.companyManager, { ...values, customDomainEnabled: true, customDomain: "menu.beta.by" })).toEqual({ version: 2 });
  });

  it("refuses another store's upload as a logo", async () => {
    const { values } = await load(b.companyManager, b.stores[1].id);
    const foreign = await addLogo(a, a.stores[0].id);
    const sibling = await addLogo(b, b.stores[0].id);
    const before = await snapshot(database.db);
    await expect(save(b.companyManager, { ...values, logoDarkId: foreign })).rejects.toMatchObject({ key: "notFound", field: "logoDarkId" });
    await expect(save(b.companyManager, { ...values, logoLightId: sibling })).rejects.toMatchObject({ key: "notFound", field: "logoLightId" });
    expect(await snapshot(database.db)).toEqual(before);
  });

  it("refuses company A's roles on company B's store, and a store manager on a sibling store", async () => {
    const target = await load(b.companyManager, b.stores[0].id);
    const sibling = await load(a.companyManager, a.stores[1].id);
    const before = await snapshot(database.db);
    const history = await database.db.select().from(actionHistory).orderBy(asc(actionHistory.id));
    const attempts: Array<[UserRow, StoreSettingsInput]> = [
      [a.companyManager, target.values],
      [a.storeManager, target.values],
      [a.storeManager, sibling.values],
    ];
    for (const [user, values] of attempts) {
      await expect(load(user, values.storeId)).rejects.toBeInstanceOf(NotFoundError);
      await expect(save(user, { ...values, name: "Hijacked" })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await snapshot(database.db)).toEqual(before);
    expect(await database.db.select().from(actionHistory).orderBy(asc(actionHistory.id))).toEqual(history);
  });
});
