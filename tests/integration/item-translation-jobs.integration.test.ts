import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, items, itemTranslations, jobs, stores, subscriptions } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { createJobWorker } from "@/lib/jobs/job-worker";
import { ZCreateItem, ZUpdateItem } from "@/lib/schemas/items";
import { createAbbreviation } from "@/lib/server/abbreviations/create-abbreviation";
import { createItem } from "@/lib/server/items/create-item";
import { listCategoryItems } from "@/lib/server/items/list-category-items";
import { updateItem } from "@/lib/server/items/update-item";
import { jobHandlers } from "@/lib/server/jobs/job-handlers";
import { settleSubscriptions } from "@/lib/server/subscriptions/settle-subscriptions";
import { loadPublicMenu } from "@/lib/server/menu/load-public-menu";
import { setOutdatedTexts } from "@/lib/server/stores/set-outdated-texts";
import { confirmTranslation } from "@/lib/server/translations/confirm-translation";
import { translateLanguage } from "@/lib/server/translations/translate-language";
import { translationCoverage } from "@/lib/server/translations/translation-coverage";
import { translationStatuses } from "@/lib/server/translations/translation-statuses";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant } from "../support/tenants";
import type { FakeServer } from "../support/translation-servers/fake-server";
import { startLibreTranslateServer } from "../support/translation-servers/libretranslate-server";

let server: FakeServer;
beforeAll(async () => {
  server = await startLibreTranslateServer();
  process.env.TRANSLATION_PROVIDER = "libretranslate";
  process.env.LIBRETRANSLATE_URL = server.url;
});
afterAll(() => server?.close());

describe.each(engines())("machine translation of items on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant;
  const now = new Date();
  const clock = { now: () => now };
  const categoryOf: Record<number, number> = {};
  beforeAll(async () => {
    ({ database, a, b } = world);
    for (const store of [a.stores[0], b.stores[0]]) {
      await settleSubscriptions({ db: database.db, clock }, store.id);
      await database.db.update(stores).set({ primaryLocale: "ru", contentLocales: ["ru", "en", "zh", "tr"] }).where(eq(stores.id, store.id));
      const place = { companyId: store.companyId, storeId: store.id, type: "products" as const, section: "kitchen" as const };
      const [top] = await database.db.insert(categories).values({ ...place, level: "super" }).returning();
      const [category] = await database.db.insert(categories).values({ ...place, level: "category", parentId: top!.id }).returning();
      categoryOf[store.id] = category!.id;
    }
    // b's store runs Basic: its plan translates into en and zh only.
    await database.db.update(subscriptions).set({ planKey: "basic", paid: true }).where(and(eq(subscriptions.storeId, b.stores[0].id), eq(subscriptions.stepStatus, "active")));
  });
  const worker = () => createJobWorker({ db: database.db, handlers: jobHandlers() });
  const drain = async () => {
    const running = worker();
    while (await running.runOnce());
  };
  const textsOf = (itemId: number) =>
    database.db
      .select({ locale: itemTranslations.locale, title: itemTranslations.title, status: itemTranslations.status, machine: itemTranslations.machine })
      .from(itemTranslations)
      .where(eq(itemTranslations.itemId, itemId))
      .orderBy(asc(itemTranslations.locale));
  const versionOf = async (id: number) => (await database.db.select({ version: items.version }).from(items).where(eq(items.id, id)))[0]!.version;
  const item = (storeId: number, title: string) =>
    ZCreateItem.parse({
      storeId,
      categoryId: categoryOf[storeId],
      texts: { ru: { title, description: "**Домашние**, 350 г" } },
      photoId: null,
      portions: [{ weight: "350", unit: "g", price: "12.50" }],
      hidden: false,
      ageRestricted: false,
      schedule: null,
    });

  it("queues every language the plan translates into, runs the jobs with the abbreviation map, and reports the statuses", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    await createAbbreviation(owner, { storeId: store.id, short: "с/с", kind: "expand", full: "собственного производства" });
    const { id } = await createItem(owner, item(store.id, "Пельмени с/с"));
    expect(await textsOf(id)).toEqual([
      { locale: "en", title: "", status: "queued", machine: true },
      { locale: "ru", title: "Пельмени с/с", status: "done", machine: false },
      { locale: "tr", title: "", status: "queued", machine: true },
      { locale: "zh", title: "", status: "queued", machine: true },
    ]);
    expect(await translationStatuses(owner, { type: "Product", ids: [id] })).toEqual([{ id, status: "in_queue" }]);
    const listed = async () => (await listCategoryItems(owner, { storeId: store.id, categoryId: categoryOf[store.id]! })).find((entry) => entry.id === id)!.translation;
    expect(await listed()).toBe("in_queue");
    await drain();
    expect(await listed()).toBe("completed");
    const languages = (await listCategoryItems(owner, { storeId: store.id, categoryId: categoryOf[store.id]! })).find((entry) => entry.id === id)!.languages;
    expect(languages).toEqual({ en: { kind: "machine" }, zh: { kind: "machine" }, tr: { kind: "machine" } });
    const done = await textsOf(id);
    expect(done.find((row) => row.locale === "en")).toEqual({ locale: "en", title: "[en] ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА", status: "done", machine: true });
    expect(done.filter((row) => row.locale !== "ru").every((row) => row.status === "done" && row.machine)).toBe(true);
    const [description] = await database.db.select({ description: itemTranslations.description }).from(itemTranslations).where(and(eq(itemTranslations.itemId, id), eq(itemTranslations.locale, "zh")));
    expect(description!.description).toBe("[zh] **ДОМАШНИЕ**, 350 克");
    expect(await translationStatuses(owner, { type: "Product", ids: [id] })).toEqual([{ id, status: "completed" }]);
  });

  it("keeps a language the owner edited by hand when the primary text changes, and redoes the engine's ones", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const { id } = await createItem(owner, item(store.id, "Борщ"));
    await drain();
    const rows = await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, id));
    const texts = Object.fromEntries(rows.map((row) => [row.locale, { title: row.title, description: row.description }]));
    const update = async (changes: Record<string, { title: string; description: string }>) =>
      updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Борщ"), storeId: store.id, itemId: id, version: await versionOf(id), texts: { ...texts, ...changes } }));
    await update({ en: { title: "Borscht, the house way", description: "" } });
    expect((await textsOf(id)).find((row) => row.locale === "en")).toMatchObject({ title: "Borscht, the house way", machine: false });
    await update({ en: { title: "Borscht, the house way", description: "" }, ru: { title: "Борщ с пампушками", description: "" } });
    const queued = await textsOf(id);
    expect(queued.find((row) => row.locale === "en")).toMatchObject({ status: "done", machine: false });
    expect(queued.filter((row) => row.status === "queued").map((row) => row.locale)).toEqual(["tr", "zh"]);
    await drain();
    const after = await textsOf(id);
    expect(after.find((row) => row.locale === "en")!.title).toBe("Borscht, the house way");
    expect(after.find((row) => row.locale === "zh")!.title).toBe("[zh] БОРЩ С ПАМПУШКАМИ");
  });

  it("marks the owner's English description outdated when the Russian one changes, redoes the engine's fields, and retranslates on request", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const { id } = await createItem(owner, { ...item(store.id, "Борщ"), texts: { ru: { title: "Борщ", description: "Со сметаной" } } });
    await drain();
    const read = async () => Object.fromEntries((await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, id))).map((row) => [row.locale, row]));
    const before = await read();
    const texts = Object.fromEntries(Object.entries(before).map(([locale, row]) => [locale, { title: row.title, description: row.description }]));
    const update = async (changes: Record<string, { title: string; description: string }>) => {
      Object.assign(texts, changes);
      await updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Борщ"), storeId: store.id, itemId: id, version: await versionOf(id), texts }));
    };
    const languages = async () => (await listCategoryItems(owner, { storeId: store.id, categoryId: categoryOf[store.id]! })).find((entry) => entry.id === id)!.languages;
    // The owner rewrites the English description only; the title stays the engine's.
    await update({ en: { title: before.en!.title, description: "With sour cream, house style" } });
    expect((await languages()).en).toEqual({ kind: "hand" });
    const sent = server.requests.length;
    await update({ ru: { title: "Борщ", description: "Без сметаны" } });
    const outdated = { kind: "outdated", changes: [{ field: "description", before: "Со сметаной", after: "Без сметаны" }] };
    expect((await languages()).en).toEqual(outdated);
    const coverage = await translationCoverage(owner, { storeId: store.id });
    expect(coverage.entries.find((entry) => entry.type === "Product" && entry.id === id)!.states.en).toEqual(outdated);
    expect(coverage.counts.en!.Product.outdated).toBeGreaterThanOrEqual(1);
    await drain();
    const after = await read();
    // The engine redid the other languages' descriptions; the owner's English one is left for the owner to decide.
    expect(after.zh!.description).toBe("[zh] БЕЗ СМЕТАНЫ");
    expect(after.en!.description).toBe("With sour cream, house style");
    expect(after.en!.title).toBe(before.en!.title);
    expect(server.requests.slice(sent).map((request) => (request.body as { target: string }).target).sort()).toEqual(["tr", "zh"]);
    expect((await languages()).en).toEqual(outdated);
    await translateLanguage(owner, { type: "Product", id, locale: "en" });
    await drain();
    expect((await read()).en).toMatchObject({ description: "[en] БЕЗ СМЕТАНЫ", machine: true });
    expect((await languages()).en).toEqual({ kind: "machine" });
  });

  it("keeps the owner's English title when the Russian one changes, and still translates the English description", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const { id } = await createItem(owner, { ...item(store.id, "Солянка"), texts: { ru: { title: "Солянка", description: "Сборная" } } });
    await drain();
    const rows = await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, id));
    const texts = Object.fromEntries(rows.map((row) => [row.locale, { title: row.title, description: row.description }]));
    await updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Солянка"), storeId: store.id, itemId: id, version: await versionOf(id), texts: { ...texts, en: { ...texts.en!, title: "Solyanka" } } }));
    await updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Солянка"), storeId: store.id, itemId: id, version: await versionOf(id), texts: { ...texts, en: { ...texts.en!, title: "Solyanka" }, ru: { title: "Солянка", description: "Мясная сборная" } } }));
    await drain();
    const [en] = await database.db.select().from(itemTranslations).where(and(eq(itemTranslations.itemId, id), eq(itemTranslations.locale, "en")));
    expect(en).toMatchObject({ title: "Solyanka", description: "[en] МЯСНАЯ СБОРНАЯ", machine: false });
  });

  it("lets the owner confirm an outdated English text as still correct, and refuses a rival company", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const rival = contextOf(database.db, b.companyManager, now);
    const { id } = await createItem(owner, { ...item(store.id, "Окрошка"), texts: { ru: { title: "Окрошка", description: "На квасе" }, en: { title: "Okroshka", description: "With kvass" } } });
    const languages = async () => (await listCategoryItems(owner, { storeId: store.id, categoryId: categoryOf[store.id]! })).find((entry) => entry.id === id)!.languages;
    expect((await languages()).en).toEqual({ kind: "hand" });
    await updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Окрошка"), storeId: store.id, itemId: id, version: await versionOf(id), texts: { ru: { title: "Окрошка", description: "На квасе, с ветчиной" }, en: { title: "Okroshka", description: "With kvass" } } }));
    expect((await languages()).en).toMatchObject({ kind: "outdated" });
    await expect(confirmTranslation(rival, { type: "Product", id, locale: "en" })).rejects.toMatchObject({ key: "notFound" });
    expect((await languages()).en).toMatchObject({ kind: "outdated" });
    const opened = await versionOf(id);
    await expect(confirmTranslation(owner, { type: "Product", id, locale: "en" })).resolves.toEqual({ confirmed: true });
    expect((await languages()).en).toEqual({ kind: "hand" });
    expect(await versionOf(id)).toBe(opened + 1);
    await expect(confirmTranslation(owner, { type: "Product", id, locale: "en" })).resolves.toEqual({ confirmed: false });
  });

  it("shows English guests the Russian description instead of an outdated English one, unless the venue chose the outdated translation", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const rival = contextOf(database.db, b.companyManager, now);
    const { id } = await createItem(owner, { ...item(store.id, "Борщ"), texts: { ru: { title: "Борщ", description: "Со сметаной" }, en: { title: "Borscht", description: "With sour cream" } } });
    await updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Борщ"), storeId: store.id, itemId: id, version: await versionOf(id), texts: { ru: { title: "Борщ", description: "Без сметаны" }, en: { title: "Borscht", description: "With sour cream" } } }));
    const [venue] = await database.db.select().from(stores).where(eq(stores.id, store.id));
    const guestSees = async () => (await loadPublicMenu(database.db, store.id, "en", venue!)).flatMap((category) => [category, ...category.children]).flatMap((category) => category.items).find((entry) => entry.id === id);
    expect(await guestSees()).toMatchObject({ title: "Borscht", description: "Без сметаны" });
    await expect(setOutdatedTexts(rival, { storeId: store.id, show: "translation" })).rejects.toBeDefined();
    expect(await guestSees()).toMatchObject({ description: "Без сметаны" });
    await setOutdatedTexts(owner, { storeId: store.id, show: "translation" });
    expect(await guestSees()).toMatchObject({ title: "Borscht", description: "With sour cream" });
    await setOutdatedTexts(owner, { storeId: store.id, show: "primary" });
  });

  it("refuses a save from a form opened before the engine's text arrived, keeping the engine's text", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const { id } = await createItem(owner, { ...item(store.id, "Уха"), texts: { ru: { title: "Уха", description: "" } } });
    await drain();
    const opened = await versionOf(id);
    const rows = await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, id));
    const stale = Object.fromEntries(rows.map((row) => [row.locale, { title: row.title, description: row.description }]));
    await updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Уха"), storeId: store.id, itemId: id, version: opened, texts: { ...stale, en: { title: "Fish soup", description: "" } } }));
    // "Translate now" while the form stays open on the version just saved.
    await translateLanguage(owner, { type: "Product", id, locale: "en" });
    await drain();
    const save = updateItem(owner, ZUpdateItem.parse({ ...item(store.id, "Уха"), storeId: store.id, itemId: id, version: opened + 1, texts: { ...stale, en: { title: "Fish soup", description: "" } } }));
    await expect(save).rejects.toMatchObject({ key: "staleVersion" });
    const [en] = await database.db.select().from(itemTranslations).where(and(eq(itemTranslations.itemId, id), eq(itemTranslations.locale, "en")));
    expect(en).toMatchObject({ title: "[en] УХА", machine: true });
  });

  it("translates a description shared by two items once per language, reusing it from the translation memory", async () => {
    const store = a.stores[0];
    const owner = contextOf(database.db, a.companyManager, now);
    const shared = "Подаётся с домашним хлебом и зеленью";
    const { id: first } = await createItem(owner, { ...item(store.id, "Харчо"), texts: { ru: { title: "Харчо", description: shared } } });
    await drain();
    const sent = server.requests.length;
    const { id: second } = await createItem(owner, { ...item(store.id, "Шурпа"), texts: { ru: { title: "Шурпа", description: shared } } });
    await drain();
    const requests = server.requests.slice(sent).map((request) => JSON.stringify(request.body));
    expect(requests.filter((body) => body.includes("ШУРПА") || body.includes("Шурпа"))).toHaveLength(3);
    expect(requests.filter((body) => body.includes(shared))).toEqual([]);
    const descriptions = async (id: number) =>
      Object.fromEntries((await database.db.select().from(itemTranslations).where(eq(itemTranslations.itemId, id))).map((row) => [row.locale, row.description]));
    expect(await descriptions(second)).toEqual(await descriptions(first));
    expect((await descriptions(second)).en).toBe("[en] ПОДАЁТСЯ С ДОМАШНИМ ХЛЕБОМ И ЗЕЛЕНЬЮ");
    const results = await database.db.select({ result: jobs.result }).from(jobs).where(and(eq(jobs.kind, "translation.text"), sql`${jobs.payload} ->> 'id' = ${String(second)}`));
    expect(results.map((row) => row.result)).toEqual(Array(3).fill({ translated: expect.any(String), provider: "libretranslate", sentCharacters: 5, savedCharacters: [...shared].length }));
  });

  it("never queues ar, tr or fr for a store on Basic", async () => {
    const store = b.stores[0];
    const { id } = await createItem(contextOf(database.db, b.companyManager, now), item(store.id, "Салат"));
    const kinds = await database.db.select({ payload: jobs.payload }).from(jobs).where(and(eq(jobs.storeId, store.id), eq(jobs.kind, "translation.text")));
    expect(kinds.map((job) => (job.payload as { locale: string }).locale).sort()).toEqual(["en", "zh"]);
    await drain();
    expect((await textsOf(id)).map((row) => row.locale)).toEqual(["en", "ru", "zh"]);
  });
});
