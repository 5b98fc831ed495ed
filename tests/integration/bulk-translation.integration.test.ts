import { and, eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { itemTranslations, items, jobs } from "@/lib/db/schema";
import { ZCreateItem, ZUpdateItem } from "@/lib/schemas/items";
import { createItem } from "@/lib/server/items/create-item";
import { updateItem } from "@/lib/server/items/update-item";
import { bulkProgress } from "@/lib/server/translations/bulk-progress";
import { estimateLanguage } from "@/lib/server/translations/estimate-language";
import { translateMissing } from "@/lib/server/translations/translate-missing";
import { translationUsage } from "@/lib/server/translations/translation-usage";
import { engines } from "../support/engines";
import { contextOf } from "../support/tenants";
import { connectFakeLibreTranslate, kitchenCategory, translationWorld } from "../support/translation-jobs";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const engine = connectFakeLibreTranslate();

describe.each(engines())("translating everything missing or outdated in a language on $engine", ({ create }) => {
  const { world, now, drain } = translationWorld(create);
  const categoryId = kitchenCategory(world);
  const db = () => world.database.db;
  const owner = () => contextOf(db(), world.a.companyManager, now);
  const rival = () => contextOf(db(), world.b.companyManager, now);
  const storeId = () => world.a.stores[0].id;
  const item = (texts: Record<string, { title: string; description: string }>) => ({
    storeId: storeId(),
    categoryId: categoryId(),
    texts,
    photoId: null,
    portions: [{ weight: "350", unit: "g", price: "12.50" }],
    hidden: false,
    ageRestricted: false,
    schedule: null,
  });
  const english = async (id: number) => (await db().select().from(itemTranslations).where(and(eq(itemTranslations.itemId, id), eq(itemTranslations.locale, "en"))))[0];

  it("estimates the texts and characters to send and those the memory saves, then queues them, reports progress to done, and counts the month's characters", async () => {
    const shared = "Со сметаной";
    // Two items whose English is missing (written before the engine was connected), one description shared.
    const { id: first } = await createItem(owner(), ZCreateItem.parse(item({ ru: { title: "Борщ", description: shared } })));
    const { id: second } = await createItem(owner(), ZCreateItem.parse(item({ ru: { title: "Щи", description: shared } })));
    // A third whose English the owner wrote by hand, then whose Russian description changed: outdated.
    const { id: third } = await createItem(owner(), ZCreateItem.parse(item({ ru: { title: "Уха", description: "Из судака" }, en: { title: "Fish soup", description: "Pike perch" } })));
    const [row] = await db().select({ version: items.version }).from(items).where(eq(items.id, third));
    await updateItem(owner(), ZUpdateItem.parse({ ...item({ ru: { title: "Уха", description: "Из судака и сёмги" }, en: { title: "Fish soup", description: "Pike perch" } }), itemId: third, version: row!.version }));
    await db().delete(jobs).where(eq(jobs.storeId, storeId()));
    await db().delete(itemTranslations).where(and(inArray(itemTranslations.itemId, [first, second]), ne(itemTranslations.locale, "ru")));

    const length = (text: string) => [...text].length;
    const estimate = await estimateLanguage(owner(), { storeId: storeId(), locale: "en" });
    expect(estimate).toEqual({
      entries: 3,
      texts: 4,
      characters: length("Борщ") + length(shared) + length("Щи") + length("Из судака и сёмги"),
      savedCharacters: length(shared),
    });
    await expect(estimateLanguage(rival(), { storeId: storeId(), locale: "en" })).rejects.toMatchObject({ key: "notFound" });
    await expect(translateMissing(rival(), { storeId: storeId(), locale: "en" })).rejects.toMatchObject({ key: "notFound" });
    await expect(estimateLanguage(owner(), { storeId: storeId(), locale: "fr" })).rejects.toMatchObject({ key: "translationLocaleNotInPlan" });

    const sent = engine().requests.length;
    const bulk = await translateMissing(owner(), { storeId: storeId(), locale: "en" });
    expect(bulk.queued).toBe(3);
    expect(await bulkProgress(owner(), { storeId: storeId(), jobs: bulk.jobs })).toEqual({ queued: 3, running: 0, done: 0, failed: 0 });
    await expect(bulkProgress(rival(), { storeId: storeId(), jobs: bulk.jobs })).rejects.toMatchObject({ key: "notFound" });
    const rivalStore = world.b.stores[0].id;
    expect(await bulkProgress(rival(), { storeId: rivalStore, jobs: bulk.jobs })).toEqual({ queued: 0, running: 0, done: 0, failed: 0 });
    await drain();
    expect(await bulkProgress(owner(), { storeId: storeId(), jobs: bulk.jobs })).toEqual({ queued: 0, running: 0, done: 3, failed: 0 });
    const requests = engine().requests.slice(sent).map((request) => JSON.stringify(request.body));
    expect(requests.filter((body) => body.includes(shared))).toHaveLength(1);
    expect(await english(first)).toMatchObject({ title: "[en] БОРЩ", description: "[en] СО СМЕТАНОЙ" });
    expect(await english(second)).toMatchObject({ title: "[en] ЩИ", description: "[en] СО СМЕТАНОЙ" });
    expect(await english(third)).toMatchObject({ title: "Fish soup", description: "[en] ИЗ СУДАКА И СЁМГИ" });
    expect(await estimateLanguage(owner(), { storeId: storeId(), locale: "en" })).toEqual({ entries: 0, texts: 0, characters: 0, savedCharacters: 0 });

    const usage = await translationUsage(owner(), { storeId: storeId() });
    expect(usage).toEqual({ sentCharacters: estimate.characters, savedCharacters: estimate.savedCharacters });
    await expect(translationUsage(rival(), { storeId: storeId() })).rejects.toMatchObject({ key: "notFound" });
  });
});
