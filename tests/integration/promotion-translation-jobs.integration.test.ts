import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { jobs, promotionCategories, promotions, promotionTranslations, stores } from "@/lib/db/schema";
import { loadPublicPromotions } from "@/lib/server/menu/load-public-promotions";
import { ZCreatePromotion, ZUpdatePromotion } from "@/lib/schemas/promotions";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { createPromotionCategory } from "@/lib/server/promotions/create-promotion-category";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { engines } from "../support/engines";
import { contextOf, type Tenant } from "../support/tenants";
import { askStatuses, connectFakeLibreTranslate, translationWorld } from "../support/translation-jobs";

vi.mock("@/lib/server/auth/actor", async (original) => (await import("../support/browser-session")).actorModule(await original()));
vi.mock("@/lib/db/runtime", async () => (await import("../support/browser-session")).runtimeModule());

const engine = connectFakeLibreTranslate();

describe.each(engines())("machine translation of promotions on $engine", ({ create }) => {
  const { world, now, drain, jobLocales, versionOf } = translationWorld(create);
  const categoryOf = new Map<Tenant, number>();
  const owner = (tenant: Tenant) => contextOf(world.database.db, tenant.companyManager, now);
  beforeAll(async () => {
    for (const tenant of [world.a, world.b]) {
      const { id } = await createPromotionCategory(owner(tenant), { storeId: tenant.stores[0].id, names: { ru: "Акции" } });
      categoryOf.set(tenant, id);
    }
  });
  const textsOf = (promotionId: number) =>
    world.database.db
      .select({
        locale: promotionTranslations.locale,
        title: promotionTranslations.title,
        description: promotionTranslations.description,
        status: promotionTranslations.status,
        machine: promotionTranslations.machine,
      })
      .from(promotionTranslations)
      .where(eq(promotionTranslations.promotionId, promotionId))
      .orderBy(asc(promotionTranslations.locale));
  const input = (tenant: Tenant, title: string, description = "") =>
    ZCreatePromotion.parse({ categoryId: categoryOf.get(tenant), texts: { ru: { title, description } }, bannerId: null, hidden: false });

  it("queues only the languages of Basic, translates title and description and reports the statuses to the owner alone", async () => {
    const { a, b } = world;
    const { id } = await createPromotion(owner(b), input(b, "Скидка 20%", "**Каждый** вторник"));
    expect(await jobLocales(b.stores[0].id)).toEqual(["Promotion:en", "Promotion:zh"]);
    expect((await textsOf(id)).map(({ locale, status, machine }) => ({ locale, status, machine }))).toEqual([
      { locale: "en", status: "queued", machine: true },
      { locale: "ru", status: "done", machine: false },
      { locale: "zh", status: "queued", machine: true },
    ]);
    expect(await askStatuses(b.companyManager, "Promotion", [id])).toEqual([{ id, status: "in_queue" }]);
    expect(await askStatuses(a.companyManager, "Promotion", [id])).toEqual([]);
    const listed = async () => (await listPromotions(owner(b), { categoryId: categoryOf.get(b)! })).promotions.find((row) => row.id === id)!;
    expect(await listed()).toMatchObject({ translation: "in_queue", texts: { ru: { title: "Скидка 20%", description: "**Каждый** вторник" } } });
    // b's store runs Basic: tr is offered but never translated, so it stays missing.
    expect((await listed()).languages).toEqual({ en: { kind: "queued" }, zh: { kind: "queued" }, tr: { kind: "missing" } });
    expect(Object.keys((await listed()).texts)).toEqual(["ru"]);
    await drain();
    expect(await textsOf(id)).toEqual([
      { locale: "en", title: "[en] СКИДКА 20%", description: "[en] **КАЖДЫЙ** ВТОРНИК", status: "done", machine: true },
      { locale: "ru", title: "Скидка 20%", description: "**Каждый** вторник", status: "done", machine: false },
      { locale: "zh", title: "[zh] СКИДКА 20%", description: "[zh] **КАЖДЫЙ** ВТОРНИК", status: "done", machine: true },
    ]);
    expect(await jobLocales(b.stores[0].id)).toEqual(["Promotion:en", "Promotion:zh"]);
    expect(await askStatuses(b.companyManager, "Promotion", [id])).toEqual([{ id, status: "completed" }]);
    expect(await askStatuses(a.companyManager, "Promotion", [id])).toEqual([]);
    expect((await listed()).translation).toBe("completed");
    expect((await listed()).languages).toEqual({ en: { kind: "machine" }, zh: { kind: "machine" }, tr: { kind: "missing" } });
  });

  it("keeps a text the owner wrote by hand when the primary text changes, and redoes the engine's ones", async () => {
    const { a } = world;
    const { id } = await createPromotion(owner(a), input(a, "Бизнес-ланч"));
    await drain();
    const texts = Object.fromEntries((await textsOf(id)).map((row) => [row.locale, { title: row.title, description: row.description }]));
    expect(texts.tr).toEqual({ title: "[tr] БИЗНЕС-ЛАНЧ", description: "" });
    const update = async (changes: Record<string, { title: string; description: string }>) =>
      updatePromotion(owner(a), ZUpdatePromotion.parse({ id, version: await versionOf(promotions, id), texts: { ...texts, ...changes } }));
    await update({ en: { title: "Business lunch", description: "Noon to four" } });
    expect((await textsOf(id)).find((row) => row.locale === "en")).toMatchObject({ title: "Business lunch", machine: false });
    expect((await textsOf(id)).filter((row) => row.status === "queued")).toEqual([]);
    await update({ en: { title: "Business lunch", description: "Noon to four" }, ru: { title: "Бизнес-ланч до 16:00", description: "" } });
    expect((await textsOf(id)).filter((row) => row.status === "queued").map((row) => row.locale)).toEqual(["tr", "zh"]);
    await drain();
    const after = await textsOf(id);
    expect(after.find((row) => row.locale === "en")).toMatchObject({ title: "Business lunch", description: "Noon to four", machine: false });
    expect(after.find((row) => row.locale === "zh")).toMatchObject({ title: "[zh] БИЗНЕС-ЛАНЧ ДО 16:00", status: "done", machine: true });
  });

  it("shows English guests the Russian description of a promotion whose English one is outdated", async () => {
    const { a } = world;
    const store = a.stores[0];
    const { id } = await createPromotion(owner(a), { ...input(a, "Завтраки", "До полудня"), texts: { ru: { title: "Завтраки", description: "До полудня" }, en: { title: "Breakfasts", description: "Until noon" } } });
    await updatePromotion(owner(a), ZUpdatePromotion.parse({ id, version: await versionOf(promotions, id), texts: { ru: { title: "Завтраки", description: "До 13:00" }, en: { title: "Breakfasts", description: "Until noon" } } }));
    const [venue] = await world.database.db.select().from(stores).where(eq(stores.id, store.id));
    const [group] = await world.database.db.select({ position: promotionCategories.position }).from(promotionCategories).where(eq(promotionCategories.id, categoryOf.get(a)!));
    const shown = (await loadPublicPromotions(world.database.db, store.id, group!.position, "en", venue!))!.promotions.find((entry) => entry.id === id);
    expect(shown).toMatchObject({ title: "Breakfasts", description: "До 13:00" });
  });

  it("queues nothing when only the visibility changes", async () => {
    const { a } = world;
    const { id } = await createPromotion(owner(a), input(a, "Счастливые часы"));
    await drain();
    const before = await textsOf(id);
    await updatePromotion(owner(a), ZUpdatePromotion.parse({ id, version: await versionOf(promotions, id), hidden: true }));
    expect(await textsOf(id)).toEqual(before);
  });

  it("leaves a language queued with the reason when the engine's answer can be retried", async () => {
    const { b } = world;
    const { id } = await createPromotion(owner(b), input(b, "Скидка 15%", "**Каждую** среду"));
    const mangled = { status: 200, body: { translatedText: ["Discount", "Every Wednesday"] } };
    engine().replyNext(mangled, mangled);
    await drain();
    const rows = await world.database.db
      .select({ locale: promotionTranslations.locale, status: promotionTranslations.status, error: promotionTranslations.error })
      .from(promotionTranslations)
      .where(eq(promotionTranslations.promotionId, id))
      .orderBy(asc(promotionTranslations.locale));
    expect(rows.map(({ locale, status }) => ({ locale, status }))).toEqual([
      { locale: "en", status: "queued" },
      { locale: "ru", status: "done" },
      { locale: "zh", status: "queued" },
    ]);
    expect(rows.filter((row) => row.locale !== "ru").every((row) => row.error !== null && row.error !== "")).toBe(true);
    const [job] = await world.database.db.select({ status: jobs.status, attempts: jobs.attempts }).from(jobs).where(eq(jobs.dedupeKey, `Promotion:${id}:en`));
    expect(job).toEqual({ status: "queued", attempts: 1 });
    expect(await askStatuses(b.companyManager, "Promotion", [id])).toEqual([{ id, status: "in_queue" }]);
  });
});
