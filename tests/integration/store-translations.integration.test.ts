import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { actionHistory, stores, storeTranslations } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { type StoreTranslationsInput, ZStoreTranslations } from "@/lib/schemas/store-translations";
import { DomainError, NotFoundError } from "@/lib/server/context";
import { cachedVenueTexts } from "@/lib/server/menu/cached-public-menu";
import { getStoreTranslations, updateStoreTranslations } from "@/lib/server/stores/store-translations";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";

describe.each(engines())("the venue's texts in its other languages on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  beforeAll(async () => {
    ({ database, a, b } = world);
    await database.db
      .update(stores)
      .set({ primaryLocale: "ru", contentLocales: ["ru", "en", "tr"], address: "Минск, Ленина 5", phones: [{ phone: "+375 29 123-45-67", description: "Бронь" }] })
      .where(eq(stores.id, a.stores[0].id));
  });

  const ctx = (user: UserRow) => contextOf(database.db, user);
  const save = (user: UserRow, input: StoreTranslationsInput) => updateStoreTranslations(ctx(user), ZStoreTranslations.parse(input));
  const turkish = { locale: "tr" as const, description: "", address: "Minsk, Lenin Caddesi 5", menuInfo: "", phoneLabels: { "+375 29 123-45-67": "Rezervasyon" } };

  it("loads one blank entry per language the venue offers besides its primary one", async () => {
    const form = await getStoreTranslations(ctx(a.companyManager), a.stores[0].id);
    expect(form).toMatchObject({ primaryLocale: "ru", phones: [{ phone: "+375 29 123-45-67" }] });
    expect(form.translations.map((entry) => entry.locale)).toEqual(["en", "tr"]);
    expect(form.translations[1]).toEqual({ locale: "tr", description: "", address: "", menuInfo: "", phoneLabels: {} });
  });

  it("saves them, records the change and shows them to guests in that language", async () => {
    const store = a.stores[0];
    const [before] = await database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(await save(a.storeManager, { storeId: store.id, translations: [turkish] })).toEqual({ saved: 1 });
    expect((await getStoreTranslations(ctx(a.companyManager), store.id)).translations[1]).toEqual(turkish);
    const [history] = await database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.storeId, store.id), eq(actionHistory.objectType, "translation")));
    expect(history).toMatchObject({ event: "update", after: { tr: { address: "Minsk, Lenin Caddesi 5" } } });
    const [after] = await database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(after!.menuVersion).toBeGreaterThan(before!.menuVersion);
    const texts = await cachedVenueTexts(database.db, after!, "tr");
    expect(texts).toMatchObject({ address: "Minsk, Lenin Caddesi 5", phones: [{ description: "Rezervasyon" }] });
    expect(await cachedVenueTexts(database.db, after!, "en")).toMatchObject({ address: "Минск, Ленина 5", phones: [{ description: "Бронь" }] });
  });

  it("refuses a language the venue does not offer, and its primary one", async () => {
    for (const locale of ["fr", "ru"] as const) {
      await expect(save(a.companyManager, { storeId: a.stores[0].id, translations: [{ ...turkish, locale }] })).rejects.toBeInstanceOf(DomainError);
    }
  });

  it("is not found for another company's store or another store's manager, and changes nothing there", async () => {
    const foreign = { storeId: a.stores[0].id, translations: [{ ...turkish, address: "Hijacked" }] };
    await expect(save(b.companyManager, foreign)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getStoreTranslations(ctx(b.companyManager), a.stores[0].id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(save(a.storeManager, { ...foreign, storeId: a.stores[1].id })).rejects.toBeInstanceOf(NotFoundError);
    const rows = await database.db.select().from(storeTranslations).where(eq(storeTranslations.storeId, a.stores[0].id));
    expect(rows.map((row) => row.address)).toEqual(["Minsk, Lenin Caddesi 5"]);
  });
});
