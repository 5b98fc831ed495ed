import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categoryTranslations } from "@/lib/db/schema";
import { ZCreateCategory } from "@/lib/schemas/categories";
import { ZTranslateLanguage } from "@/lib/schemas/translations";
import { createCategory } from "@/lib/server/categories/create-category";
import { listSectionTree } from "@/lib/server/categories/list-section-tree";
import { translateLanguage } from "@/lib/server/translations/translate-language";
import { translationCoverage } from "@/lib/server/translations/translation-coverage";
import { engines } from "../support/engines";
import { contextOf } from "../support/tenants";
import { categoryNames, connectFakeLibreTranslate, translationWorld } from "../support/translation-jobs";

connectFakeLibreTranslate();

describe.each(engines())("the owner's translate now and retranslate on $engine", ({ create }) => {
  const { world, now, drain, jobLocales } = translationWorld(create);
  const namesOf = (categoryId: number) => categoryNames(world.database.db, categoryId);
  const category = (storeId: number, name: string) =>
    ZCreateCategory.parse({ storeId, section: "kitchen", parentId: null, names: { ru: name }, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null });
  const ask = (id: number, locale: string) => ZTranslateLanguage.parse({ type: "Category", id, locale });

  it("hands a language written by hand back to the engine when the owner asks, and the engine replaces it", async () => {
    const store = world.a.stores[0];
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(owner, category(store.id, "Супы"));
    await drain();
    await world.database.db.update(categoryTranslations).set({ name: "Soups, our way", machine: false }).where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.locale, "en")));
    const coverage = await translationCoverage(owner, { storeId: store.id });
    expect(coverage.entries.find((entry) => entry.type === "Category" && entry.id === id)!.states.en).toEqual({ kind: "hand" });
    const edited = (await listSectionTree(owner, { storeId: store.id, section: "kitchen" })).categories.find((entry) => entry.id === id)!;
    expect(edited.languages).toEqual({ en: { kind: "hand" }, zh: { kind: "machine" }, tr: { kind: "machine" } });

    await expect(translateLanguage(owner, ask(id, "en"))).resolves.toEqual({ queued: true });
    expect((await namesOf(id)).find((row) => row.locale === "en")).toEqual({ locale: "en", name: "Soups, our way", status: "queued", machine: true });
    const queued = (await listSectionTree(owner, { storeId: store.id, section: "kitchen" })).categories.find((entry) => entry.id === id)!;
    expect(queued.languages.en).toEqual({ kind: "queued" });
    expect(await jobLocales(store.id)).toContain("Category:en");
    await drain();
    expect((await namesOf(id)).find((row) => row.locale === "en")).toEqual({ locale: "en", name: "[en] СУПЫ", status: "done", machine: true });
  });

  it("translates a missing language now", async () => {
    const store = world.a.stores[0];
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(owner, category(store.id, "Салаты"));
    await drain();
    await world.database.db.delete(categoryTranslations).where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.locale, "zh")));
    await translateLanguage(owner, ask(id, "zh"));
    await drain();
    expect((await namesOf(id)).find((row) => row.locale === "zh")).toEqual({ locale: "zh", name: "[zh] САЛАТЫ", status: "done", machine: true });
  });

  it("refuses a language the plan does not translate into, and the primary one", async () => {
    const store = world.b.stores[0];
    const owner = contextOf(world.database.db, world.b.companyManager, now);
    const { id } = await createCategory(owner, category(store.id, "Напитки"));
    await expect(translateLanguage(owner, ask(id, "tr"))).rejects.toMatchObject({ key: "translationLocaleNotInPlan" });
    await expect(translateLanguage(owner, ask(id, "ru"))).rejects.toMatchObject({ key: "translationLocaleNotInPlan" });
    expect((await namesOf(id)).map((row) => row.locale)).toEqual(["en", "ru", "zh"]);
  });

  it("answers not found for a rival company's category, and leaves it alone", async () => {
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(owner, category(world.a.stores[0].id, "Десерты"));
    await drain();
    const before = await namesOf(id);
    const rival = contextOf(world.database.db, world.b.companyManager, now);
    await expect(translateLanguage(rival, ask(id, "en"))).rejects.toMatchObject({ key: "notFound" });
    expect(await namesOf(id)).toEqual(before);
  });

  it("counts each language's states per type, and a Basic store's coverage leaves out tr", async () => {
    const store = world.b.stores[0];
    const owner = contextOf(world.database.db, world.b.companyManager, now);
    const { id } = await createCategory(owner, category(store.id, "Завтраки"));
    const queued = await translationCoverage(owner, { storeId: store.id });
    expect(queued.locales).toEqual(["en", "zh"]);
    expect(queued.lockedLocales).toEqual(["tr"]);
    expect(queued.entries.find((entry) => entry.id === id)).toMatchObject({ type: "Category", title: "Завтраки", path: expect.stringMatching(/^kitchen\/\d+$/) });
    await drain();
    await world.database.db.update(categoryTranslations).set({ status: "error", error: "quota exceeded" }).where(eq(categoryTranslations.locale, "zh"));
    const coverage = await translationCoverage(owner, { storeId: store.id });
    expect(coverage.counts.en!.Category).toMatchObject({ machine: 2, hand: 0, missing: 0, error: 0 });
    expect(coverage.counts.zh!.Category).toMatchObject({ machine: 0, error: 2 });
    expect(coverage.entries.find((entry) => entry.id === id)!.states.zh).toEqual({ kind: "error", reason: "quota exceeded" });
    expect(coverage.counts.en!.Product).toMatchObject({ machine: 0, missing: 0 });
  });

  it("shows a store's coverage to its company alone", async () => {
    const rival = contextOf(world.database.db, world.a.companyManager, now);
    await expect(translationCoverage(rival, { storeId: world.b.stores[0].id })).rejects.toMatchObject({ key: "notFound" });
  });
});
