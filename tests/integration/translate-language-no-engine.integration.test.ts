import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { translateLanguageAction } from "@/app/[locale]/root-domain/[storeurl]/admin-panel/translation-actions";
import { categoryTranslations, jobs } from "@/lib/db/schema";
import { ZCreateCategory } from "@/lib/schemas/categories";
import { createCategory } from "@/lib/server/categories/create-category";
import { translateLanguage } from "@/lib/server/translations/translate-language";
import { translationCoverage } from "@/lib/server/translations/translation-coverage";
import { engines } from "../support/engines";
import { session } from "../support/browser-session";
import { actorOf, contextOf } from "../support/tenants";
import { translationWorld } from "../support/translation-jobs";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

describe.each(engines())("translate now with no engine connected on $engine", ({ create }) => {
  const { world, now } = translationWorld(create);

  it("is refused, nothing is queued, and the coverage shows the languages missing", async () => {
    const store = world.a.stores[0];
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(
      owner,
      ZCreateCategory.parse({ storeId: store.id, section: "kitchen", parentId: null, names: { ru: "Супы" }, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null }),
    );
    await expect(translateLanguage(owner, { type: "Category", id, locale: "en" })).rejects.toMatchObject({ key: "translationEngineMissing" });
    expect(await world.database.db.select().from(jobs).where(eq(jobs.storeId, store.id))).toEqual([]);
    expect((await world.database.db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id))).map((row) => row.locale)).toEqual(["ru"]);
    const coverage = await translationCoverage(owner, { storeId: store.id });
    expect(coverage.counts.en!.Category).toMatchObject({ missing: 1, machine: 0 });
    expect(coverage.entries).toEqual([{ type: "Category", id, title: "Супы", path: expect.any(String), states: { en: { kind: "missing" }, zh: { kind: "missing" }, tr: { kind: "missing" } } }]);
  });

  it("still answers not found to a rival before anything else", async () => {
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(
      owner,
      ZCreateCategory.parse({ storeId: world.a.stores[0].id, section: "kitchen", parentId: null, names: { ru: "Салаты" }, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null }),
    );
    const rival = contextOf(world.database.db, world.b.companyManager, now);
    await expect(translateLanguage(rival, { type: "Category", id, locale: "en" })).rejects.toMatchObject({ key: "notFound" });
    session.actor = actorOf(world.b.companyManager);
    expect(await translateLanguageAction({ type: "Category", id, locale: "en" })).toEqual({ ok: false, error: "notFound" });
    session.actor = actorOf(world.a.companyManager);
    expect(await translateLanguageAction({ type: "Category", id, locale: "en" })).toEqual({ ok: false, error: "translationEngineMissing" });
    expect(await translateLanguageAction({ type: "Category", id, locale: "xx" })).toMatchObject({ ok: false, error: "invalid" });
  });
});
