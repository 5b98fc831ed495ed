import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, companies, items, itemTranslations, portions, stores, users } from "@/lib/db/schema";
import { isDatabaseEmpty, seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import { isMenuOpen } from "@/lib/domain/menu-access";
import { verifyPassword } from "@/lib/passwords";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import { findStoreBySite } from "@/lib/server/stores/find-store-by-site";
import { languageStates } from "@/lib/server/translations/language-states";
import { engines } from "../support/engines";

const owner = { email: "owner@demo.test", password: "correct horse" };

describe.each(engines())("demo venue on $engine", ({ create }) => {
  let database: Database;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.close());

  it("seeds an empty database once", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    await seedDemo(database.db, owner);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const [{ total }] = (await database.db.select({ total: count() }).from(companies)) as [{ total: number }];
    expect(total).toBe(1);
  });

  it("starts with the engine's translations made from the Russian texts, one English text edited by hand and one outdated", async () => {
    const store = await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" });
    const ids = (await database.db.select({ id: items.id }).from(items).where(eq(items.storeId, store!.id))).map((row) => row.id);
    const states = await languageStates(database.db, store!.companyId, "Product", ids, ["en", "zh"], "ru");
    const kinds = (locale: string) => [...states.values()].map((entry) => entry[locale]!.kind);
    expect(kinds("en").filter((kind) => kind === "hand")).toHaveLength(1);
    expect(kinds("en").filter((kind) => kind === "outdated")).toHaveLength(1);
    expect(kinds("en").filter((kind) => kind === "machine")).toHaveLength(ids.length - 2);
    expect(new Set(kinds("zh"))).toEqual(new Set(["machine"]));
  });

  it("opens the demo venue to guests and stores the owner's password hashed", async () => {
    const store = await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" });
    expect(store).not.toBeNull();
    expect(isMenuOpen(store!, new Date())).toBe(true);
    expect(store!.phones.length).toBeGreaterThan(0);
    expect(store!.workingHours.length).toBeGreaterThan(0);
    expect(Object.keys(store!.socialLinks).length).toBeGreaterThan(0);
    const [user] = await database.db.select().from(users).where(eq(users.email, owner.email));
    expect(user!.passwordHash).not.toContain(owner.password);
    expect(await verifyPassword(user!.passwordHash, owner.password)).toBe(true);
    expect(user!.companyId).toBe(store!.companyId);
  });

  it("has a real menu: sections, subcategories, 40+ items with portions, texts in ru, en and zh", async () => {
    const store = (await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" }))!;
    const sections = await database.db
      .select({ section: categories.section })
      .from(categories)
      .where(and(eq(categories.storeId, store.id), eq(categories.level, "super")));
    expect(sections.map((row) => row.section).sort()).toEqual(["drinks", "games", "hookah", "kitchen"]);
    const [{ subs }] = (await database.db
      .select({ subs: count() })
      .from(categories)
      .where(and(eq(categories.storeId, store.id), eq(categories.level, "sub")))) as [{ subs: number }];
    expect(subs).toBeGreaterThan(0);
    const [{ total }] = (await database.db.select({ total: count() }).from(items).where(eq(items.storeId, store.id))) as [
      { total: number },
    ];
    expect(total).toBeGreaterThanOrEqual(40);
    const withoutPortions = await database.db
      .select({ id: items.id })
      .from(items)
      .where(sql`not exists (select 1 from ${portions} where ${portions.itemId} = ${items.id})`);
    expect(withoutPortions).toEqual([]);
    const locales = await database.db
      .selectDistinct({ locale: itemTranslations.locale })
      .from(itemTranslations)
      .where(eq(itemTranslations.companyId, store.companyId));
    expect(locales.map((row) => row.locale).sort()).toEqual(["ar", "en", "fr", "ru", "tr", "zh"]);
  });

  it("loads the menu tree per locale, without hidden items, falling back to the primary language", async () => {
    const store = (await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" }))!;
    const zh = await loadPublicMenu(database.db, store.id, "zh", "ru");
    const ar = await loadPublicMenu(database.db, store.id, "ar", "ru");
    const ru = await loadPublicMenu(database.db, store.id, "ru", "ru");
    expect(zh.map((section) => section.name)).not.toEqual(ru.map((section) => section.name));
    expect(ar.map((section) => section.name)).toEqual(["المطبخ", "المشروبات", "الشيشة", "الألعاب"]);
    const firstItem = (tree: typeof ru) => tree[0]!.children[0]!.items[0]!;
    expect(firstItem(ar).title).toBe("سيرنيكي بالقشدة الحامضة");
    expect(firstItem(ar).description).toMatch(/^فطائر طرية/);
    const tr = await loadPublicMenu(database.db, store.id, "tr", "ru");
    expect(firstItem(tr).title).toBe("Ekşi kremalı sirniki");
    expect(firstItem(tr).description).toBe(firstItem(ru).description);
    const de = await loadPublicMenu(database.db, store.id, "de", "ru");
    expect(de.map((section) => section.name)).toEqual(ru.map((section) => section.name));
    const hidden = await database.db.select({ id: items.id }).from(items).where(and(eq(items.storeId, store.id), eq(items.hidden, true)));
    const shown = new Set(
      ru.flatMap(function walk(category): number[] {
        return [...category.items.map((item) => item.id), ...category.children.flatMap(walk)];
      }),
    );
    expect(hidden.length).toBeGreaterThan(0);
    for (const { id } of hidden) expect(shown.has(id)).toBe(false);
  });

  it("finds custom domains only when enabled and proven, and unknown venues not at all", async () => {
    const store = (await findStoreBySite(database.db, { kind: "venue", urlKey: "demo" }))!;
    await database.db.update(stores).set({ customDomain: "menu.demo-lounge.test" }).where(eq(stores.id, store.id));
    expect(await findStoreBySite(database.db, { kind: "custom", domain: "menu.demo-lounge.test" })).toBeNull();
    await database.db.update(stores).set({ customDomainEnabled: true }).where(eq(stores.id, store.id));
    expect(await findStoreBySite(database.db, { kind: "custom", domain: "menu.demo-lounge.test" })).toBeNull();
    await database.db.update(stores).set({ customDomainStatus: "verified" }).where(eq(stores.id, store.id));
    expect((await findStoreBySite(database.db, { kind: "custom", domain: "menu.demo-lounge.test" }))?.id).toBe(store.id);
    expect(await findStoreBySite(database.db, { kind: "venue", urlKey: "nope" })).toBeNull();
    expect(await findStoreBySite(database.db, { kind: "custom", domain: "unknown.test" })).toBeNull();
  });

  it("keeps verified custom domains unique across stores, while unproven claims may share one", async () => {
    const [store] = await database.db.select().from(stores).limit(1);
    const other = { companyId: store!.companyId, name: "Other", customDomain: "menu.demo-lounge.test", setupEndsAt: new Date() };
    await database.db.insert(stores).values({ ...other, urlKey: "other" });
    await expect(database.db.insert(stores).values({ ...other, urlKey: "another", customDomainStatus: "verified" })).rejects.toThrow();
  });
});
