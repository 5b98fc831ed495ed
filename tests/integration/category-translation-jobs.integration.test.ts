import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { categories, categoryTranslations, jobs } from "@/lib/db/schema";
import { ZCreateCategory, ZUpdateCategory } from "@/lib/schemas/categories";
import { createCategory } from "@/lib/server/categories/create-category";
import { listSectionTree } from "@/lib/server/categories/list-section-tree";
import { updateCategory } from "@/lib/server/categories/update-category";
import { createJobWorker } from "@/lib/jobs/job-worker";
import { TRANSLATE_TEXT_JOB, translateTextJob } from "@/lib/server/translations/translate-text-job";
import { createTranslationProvider } from "@/lib/translation/create-provider";
import type { TranslationProvider } from "@/lib/translation/types";
import { engines } from "../support/engines";
import { contextOf } from "../support/tenants";
import { askStatuses, categoryNames, connectFakeLibreTranslate, translationWorld } from "../support/translation-jobs";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const engine = connectFakeLibreTranslate();

describe.each(engines())("machine translation of categories on $engine", ({ create }) => {
  const { world, now, drain, jobLocales, versionOf } = translationWorld(create);
  const namesOf = (categoryId: number) => categoryNames(world.database.db, categoryId);
  const input = (storeId: number, names: Record<string, string>) =>
    ZCreateCategory.parse({ storeId, section: "kitchen", parentId: null, names, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null });

  it("queues only the languages of Basic, translates them and reports the statuses to the owner alone", async () => {
    const { a, b } = world;
    const store = b.stores[0];
    const owner = contextOf(world.database.db, b.companyManager, now);
    const { id } = await createCategory(owner, input(store.id, { ru: "Горячие супы" }));
    expect(await jobLocales(store.id)).toEqual(["Category:en", "Category:zh"]);
    expect(await namesOf(id)).toEqual([
      { locale: "en", name: "", status: "queued", machine: true },
      { locale: "ru", name: "Горячие супы", status: "done", machine: false },
      { locale: "zh", name: "", status: "queued", machine: true },
    ]);
    expect(await askStatuses(b.companyManager, "Category", [id])).toEqual([{ id, status: "in_queue" }]);
    expect(await askStatuses(a.companyManager, "Category", [id])).toEqual([]);
    const listed = async () => (await listSectionTree(owner, { storeId: store.id, section: "kitchen" })).categories.find((entry) => entry.id === id)!;
    expect((await listed()).translation).toBe("in_queue");
    await drain();
    expect(await namesOf(id)).toEqual([
      { locale: "en", name: "[en] ГОРЯЧИЕ СУПЫ", status: "done", machine: true },
      { locale: "ru", name: "Горячие супы", status: "done", machine: false },
      { locale: "zh", name: "[zh] ГОРЯЧИЕ СУПЫ", status: "done", machine: true },
    ]);
    expect(await jobLocales(store.id)).toEqual(["Category:en", "Category:zh"]);
    expect(await askStatuses(b.companyManager, "Category", [id])).toEqual([{ id, status: "completed" }]);
    expect(await askStatuses(a.companyManager, "Category", [id])).toEqual([]);
    expect(await listed()).toMatchObject({ translation: "completed", name: "Горячие супы" });
  });

  it("keeps a name the owner wrote by hand when the primary name changes, and redoes the engine's ones", async () => {
    const store = world.a.stores[0];
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(owner, input(store.id, { ru: "Салаты" }));
    await drain();
    const names = Object.fromEntries((await namesOf(id)).map((row) => [row.locale, row.name]));
    expect(names).toEqual({ ru: "Салаты", en: "[en] САЛАТЫ", tr: "[tr] САЛАТЫ", zh: "[zh] САЛАТЫ" });
    const update = async (changes: Record<string, string>) =>
      updateCategory(owner, ZUpdateCategory.parse({ ...input(store.id, {}), categoryId: id, version: await versionOf(categories, id), names: { ...names, ...changes } }));
    await update({ en: "Fresh salads" });
    expect((await namesOf(id)).find((row) => row.locale === "en")).toEqual({ locale: "en", name: "Fresh salads", status: "done", machine: false });
    expect((await namesOf(id)).filter((row) => row.machine).map((row) => row.locale)).toEqual(["tr", "zh"]);
    await update({ en: "Fresh salads", ru: "Свежие салаты" });
    const queued = await namesOf(id);
    expect(queued.filter((row) => row.status === "queued").map((row) => row.locale)).toEqual(["tr", "zh"]);
    await drain();
    expect(await namesOf(id)).toEqual([
      { locale: "en", name: "Fresh salads", status: "done", machine: false },
      { locale: "ru", name: "Свежие салаты", status: "done", machine: false },
      { locale: "tr", name: "[tr] СВЕЖИЕ САЛАТЫ", status: "done", machine: true },
      { locale: "zh", name: "[zh] СВЕЖИЕ САЛАТЫ", status: "done", machine: true },
    ]);
  });

  it("marks a language failed with the engine's reason and reports the category failed", async () => {
    const { b } = world;
    const owner = contextOf(world.database.db, b.companyManager, now);
    const { id } = await createCategory(owner, input(b.stores[0].id, { ru: "Напитки" }));
    const refused = { status: 403, body: { error: "Invalid API key" } };
    engine().replyNext(refused, refused);
    await drain();
    const rows = await world.database.db
      .select({ locale: categoryTranslations.locale, status: categoryTranslations.status, error: categoryTranslations.error })
      .from(categoryTranslations)
      .where(and(eq(categoryTranslations.categoryId, id), eq(categoryTranslations.machine, true)))
      .orderBy(asc(categoryTranslations.locale));
    expect(rows).toEqual([
      { locale: "en", status: "error", error: "libretranslate: HTTP 403: Invalid API key" },
      { locale: "zh", status: "error", error: "libretranslate: HTTP 403: Invalid API key" },
    ]);
    const failed = await world.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.dedupeKey, `Category:${id}:en`));
    expect(failed).toEqual([{ status: "failed" }]);
    expect(await askStatuses(b.companyManager, "Category", [id])).toEqual([{ id, status: "failed" }]);
  });

  it("translates again when the owner changes the primary name while the engine works", async () => {
    const store = world.a.stores[0];
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(owner, input(store.id, { ru: "Завтраки" }));
    let interrupted: string | null = null;
    const engineThatWaits = (): TranslationProvider => {
      const real = createTranslationProvider();
      return {
        name: real.name,
        configured: real.configured,
        glossary: real.glossary,
        usage: () => real.usage(),
        async translate(request) {
          if (interrupted === null) {
            interrupted = request.to;
            const names = Object.fromEntries((await namesOf(id)).map((row) => [row.locale, row.name]));
            await updateCategory(owner, ZUpdateCategory.parse({ ...input(store.id, {}), categoryId: id, version: 1, names: { ...names, ru: "Поздние завтраки" } }));
          }
          return real.translate(request);
        },
      };
    };
    const worker = createJobWorker({ db: world.database.db, handlers: { [TRANSLATE_TEXT_JOB]: translateTextJob(engineThatWaits) } });
    while (await worker.runOnce());
    const retried = `Category:${id}:${interrupted}`;
    const [job] = await world.database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.dedupeKey, retried));
    expect(job).toEqual({ status: "queued", attempts: 1 });
    const names = await namesOf(id);
    expect(names.find((row) => row.locale === interrupted)).toMatchObject({ status: "queued", machine: true });
    const others = ["en", "tr", "zh"].filter((locale) => locale !== interrupted);
    expect(names.filter((row) => others.includes(row.locale)).map((row) => row.name)).toEqual(others.map((locale) => `[${locale}] ПОЗДНИЕ ЗАВТРАКИ`));
    await world.database.db.update(jobs).set({ runAt: now }).where(eq(jobs.dedupeKey, retried));
    await drain();
    expect((await namesOf(id)).find((row) => row.locale === interrupted)).toEqual({ locale: interrupted, name: `[${interrupted}] ПОЗДНИЕ ЗАВТРАКИ`, status: "done", machine: true });
  });

  it("queues nothing when a save leaves the primary name and every translation as they were", async () => {
    const store = world.a.stores[0];
    const owner = contextOf(world.database.db, world.a.companyManager, now);
    const { id } = await createCategory(owner, input(store.id, { ru: "Десерты" }));
    await drain();
    const before = await namesOf(id);
    const names = Object.fromEntries(before.map((row) => [row.locale, row.name]));
    await updateCategory(owner, ZUpdateCategory.parse({ ...input(store.id, {}), categoryId: id, version: await versionOf(categories, id), names, hidden: true }));
    expect(await namesOf(id)).toEqual(before);
  });
});
