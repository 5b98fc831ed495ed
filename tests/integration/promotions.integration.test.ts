import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { actionHistory, promotionCategories, promotions, promotionTranslations, stores, uploads } from "@/lib/db/schema";
import type { Database } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { createPromotion } from "@/lib/server/promotions/create-promotion";
import { createPromotionCategory } from "@/lib/server/promotions/create-promotion-category";
import { deletePromotion } from "@/lib/server/promotions/delete-promotion";
import { deletePromotionCategory } from "@/lib/server/promotions/delete-promotion-category";
import { listPromotionCategories } from "@/lib/server/promotions/list-promotion-categories";
import { listPromotions } from "@/lib/server/promotions/list-promotions";
import { reorderPromotionCategories } from "@/lib/server/promotions/reorder-promotion-categories";
import { reorderPromotions } from "@/lib/server/promotions/reorder-promotions";
import { severalGetPromotions } from "@/lib/server/promotions/several-get-promotions";
import { updatePromotion } from "@/lib/server/promotions/update-promotion";
import { updatePromotionCategory } from "@/lib/server/promotions/update-promotion-category";
import { authoringSnapshot } from "../support/authoring-snapshot";
import { engines } from "../support/engines";
import { contextOf, type UserRow, type Tenant } from "../support/tenants";
import { rivalTenants } from "../support/rival-tenants";
import { history } from "../support/failing-history";

vi.mock("@/lib/server/history/record-action", async (importOriginal) => (await import("../support/failing-history")).failingHistory(await importOriginal()));

const NAMES = { ru: "Акции", en: "Deals", zh: "优惠" };
const TEXTS = { ru: { title: "Счастливые часы", description: "**-20%** на всё" }, en: { title: "Happy hours", description: "" } };

describe.each(engines())("promotions on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let database: Database, a: Tenant, b: Tenant, admin: UserRow;
  let bannerA: number;
  let bannerB: number;
  beforeAll(async () => {
    ({ database, a, b, admin } = world);
    await database.db.update(stores).set({ contentLocales: ["ru", "en", "zh"] });
    const image = { kind: "banner" as const, width: 1200, height: 800, variants: [{ width: 1200, height: 800, bytes: 1, key: "banner.webp" }] };
    [bannerA, bannerB] = (await database.db.insert(uploads).values([{ ...image, companyId: a.company.id }, { ...image, companyId: b.company.id }]).returning()).map((row) => row.id) as [number, number];
  });

  const ctx = (user: UserRow) => contextOf(database.db, user);
  const entriesOf = (objectType: string, objectId: number) =>
    database.db
      .select()
      .from(actionHistory)
      .where(and(eq(actionHistory.objectType, objectType), eq(actionHistory.objectId, objectId)))
      .orderBy(asc(actionHistory.id));

  it("creates, renames, hides and deletes a category, each change with its history entry", async () => {
    const c = ctx(a.companyManager);
    const storeId = a.stores[0].id;
    const { id } = await createPromotionCategory(c, { storeId, names: NAMES });
    const listed = (await listPromotionCategories(c, { storeId })).find((row) => row.id === id)!;
    expect(listed).toMatchObject({ hidden: false, version: 1, names: NAMES, promotionCount: 0 });
    const [created] = await entriesOf("promotion_category", id);
    expect(created).toMatchObject({ event: "create", userId: a.companyManager.id, companyId: a.company.id, storeId, before: null });
    expect(created!.after).toMatchObject({ hidden: false, names: NAMES });

    const { version } = await updatePromotionCategory(c, { id, version: 1, names: { en: "Offers", zh: "" }, hidden: true });
    expect(version).toBe(2);
    const renamed = (await listPromotionCategories(c, { storeId })).find((row) => row.id === id)!;
    expect(renamed).toMatchObject({ hidden: true, version: 2, names: { ru: "Акции", en: "Offers" } });
    const update = (await entriesOf("promotion_category", id))[1]!;
    expect(update).toMatchObject({ event: "update", before: { hidden: false, names: NAMES }, after: { hidden: true, names: { ru: "Акции", en: "Offers" } } });

    await createPromotion(c, { categoryId: id, texts: TEXTS, bannerId: bannerA, hidden: false });
    await createPromotion(c, { categoryId: id, texts: { ru: { title: "Вторая", description: "" } }, bannerId: null, hidden: true });
    const children = await database.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.promotionCategoryId, id));
    expect((await listPromotionCategories(c, { storeId })).find((row) => row.id === id)!.promotionCount).toBe(2);
    expect(await deletePromotionCategory(c, { id, version: 2 })).toEqual({ promotions: 2 });
    expect(await database.db.select().from(promotionCategories).where(eq(promotionCategories.id, id))).toEqual([]);
    expect(await database.db.select().from(promotions).where(eq(promotions.promotionCategoryId, id))).toEqual([]);
    expect((await entriesOf("promotion_category", id)).at(-1)).toMatchObject({ event: "destroy", after: null, before: { names: { en: "Offers" } } });
    for (const child of children) expect((await entriesOf("promotion", child.id)).at(-1)).toMatchObject({ event: "destroy" });
  });

  it("creates, edits, reorders and deletes promotions with history entries", async () => {
    const c = ctx(a.storeManager);
    const { id: categoryId } = await createPromotionCategory(c, { storeId: a.stores[0].id, names: { ru: "Бар" } });
    const ids: number[] = [];
    for (const title of ["Первая", "Вторая", "Третья"]) {
      ids.push((await createPromotion(c, { categoryId, texts: { ru: { title, description: "" } }, bannerId: null, hidden: false })).id);
    }
    const listed = await listPromotions(c, { categoryId });
    expect(listed.category.names).toEqual({ ru: "Бар" });
    expect(listed.promotions.map((row) => [row.texts.ru?.title, row.position])).toEqual([["Первая", 0], ["Вторая", 1], ["Третья", 2]]);

    const { version } = await updatePromotion(c, { id: ids[0]!, version: 1, texts: TEXTS, bannerId: bannerA, hidden: true });
    expect(version).toBe(2);
    const edited = (await listPromotions(c, { categoryId })).promotions[0]!;
    expect(edited).toMatchObject({ hidden: true, version: 2, texts: TEXTS, banner: { id: bannerA, url: "/files/banner.webp" } });
    expect((await entriesOf("promotion", ids[0]!))[1]).toMatchObject({
      event: "update",
      before: { hidden: false, bannerId: null, texts: { ru: { title: "Первая" } } },
      after: { hidden: true, bannerId: bannerA, texts: TEXTS },
    });

    expect(await reorderPromotions(c, { categoryId, ids: [ids[2]!, ids[0]!, ids[1]!] })).toEqual({ moved: 3 });
    expect((await listPromotions(c, { categoryId })).promotions.map((row) => row.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await entriesOf("promotion", ids[2]!)).at(-1)).toMatchObject({ event: "update", before: { position: 2 }, after: { position: 0 } });
    await expect(reorderPromotions(c, { categoryId, ids: [ids[0]!, ids[1]!] })).rejects.toMatchObject({ key: "staleVersion" });

    await deletePromotion(c, { id: ids[1]!, version: 1 });
    expect((await entriesOf("promotion", ids[1]!)).at(-1)).toMatchObject({ event: "destroy", before: { texts: { ru: { title: "Вторая" } } } });
    expect((await listPromotions(c, { categoryId })).promotions).toHaveLength(2);
  });

  it("reorders categories and refuses a list that is not the store's current one", async () => {
    const c = ctx(a.companyManager);
    const storeId = a.stores[1].id;
    const ids = [];
    for (const name of ["Один", "Два", "Три"]) ids.push((await createPromotionCategory(c, { storeId, names: { ru: name } })).id);
    await reorderPromotionCategories(c, { storeId, ids: [ids[1]!, ids[2]!, ids[0]!] });
    expect((await listPromotionCategories(c, { storeId })).map((row) => [row.id, row.position])).toEqual([[ids[1], 0], [ids[2], 1], [ids[0], 2]]);
    const before = await authoringSnapshot(database.db);
    await expect(reorderPromotionCategories(c, { storeId, ids: [ids[0]!, ids[1]!] })).rejects.toMatchObject({ key: "staleVersion" });
    await expect(reorderPromotionCategories(c, { storeId, ids: [ids[0]!, ids[0]!, ids[1]!] })).rejects.toMatchObject({ key: "staleVersion" });
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });

  it("refuses a stale version and overwrites nothing", async () => {
    const c = ctx(a.companyManager);
    const { id } = await createPromotionCategory(c, { storeId: a.stores[0].id, names: { ru: "Старое" } });
    const { id: promotionId } = await createPromotion(c, { categoryId: id, texts: { ru: { title: "Старое", description: "" } }, bannerId: null, hidden: false });
    await updatePromotionCategory(c, { id, version: 1, names: { ru: "Новое" } });
    await updatePromotion(c, { id: promotionId, version: 1, hidden: true });
    const before = await authoringSnapshot(database.db);
    await expect(updatePromotionCategory(c, { id, version: 1, names: { ru: "Чужое" } })).rejects.toMatchObject({ key: "staleVersion" });
    await expect(deletePromotionCategory(c, { id, version: 1 })).rejects.toMatchObject({ key: "staleVersion" });
    await expect(updatePromotion(c, { id: promotionId, version: 1, texts: { ru: { title: "Чужое", description: "" } } })).rejects.toMatchObject({ key: "staleVersion" });
    await expect(deletePromotion(c, { id: promotionId, version: 1 })).rejects.toMatchObject({ key: "staleVersion" });
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });

  it("validates languages, the primary name and the banner's company", async () => {
    const c = ctx(a.companyManager);
    const storeId = a.stores[0].id;
    const before = await authoringSnapshot(database.db);
    await expect(createPromotionCategory(c, { storeId, names: { en: "Deals" } })).rejects.toMatchObject({ key: "required", field: "names.ru" });
    await expect(createPromotionCategory(c, { storeId, names: { ru: "Акции", fr: "Promos" } })).rejects.toMatchObject({ key: "invalid", field: "names.fr" });
    const { id } = (await listPromotionCategories(c, { storeId }))[0]!;
    await expect(createPromotion(c, { categoryId: id, texts: { en: { title: "Deal", description: "" } }, bannerId: null, hidden: false })).rejects.toMatchObject({ field: "texts.ru.title" });
    await expect(createPromotion(c, { categoryId: id, texts: TEXTS, bannerId: bannerB, hidden: false })).rejects.toMatchObject({ key: "bannerNotFound" });
    await expect(createPromotion(c, { categoryId: id, texts: TEXTS, bannerId: 999_999, hidden: false })).rejects.toMatchObject({ key: "bannerNotFound" });
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });

  it("writes nothing when the history entry cannot be written", async () => {
    const c = ctx(a.companyManager);
    const storeId = a.stores[0].id;
    const { id } = await createPromotionCategory(c, { storeId, names: { ru: "Атомарно" } });
    const before = await authoringSnapshot(database.db);
    history.fail = true;
    try {
      await expect(createPromotionCategory(c, { storeId, names: { ru: "Без истории" } })).rejects.toThrow("history unavailable");
      await expect(updatePromotionCategory(c, { id, version: 1, hidden: true })).rejects.toThrow("history unavailable");
      await expect(createPromotion(c, { categoryId: id, texts: TEXTS, bannerId: null, hidden: false })).rejects.toThrow("history unavailable");
      await expect(deletePromotionCategory(c, { id, version: 1 })).rejects.toThrow("history unavailable");
    } finally {
      history.fail = false;
    }
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });

  it("refuses every promotion function to company A's roles on company B's data, and changes nothing", async () => {
    const owner = ctx(b.companyManager);
    const { id: categoryId } = await createPromotionCategory(owner, { storeId: b.stores[0].id, names: { ru: "Чужие" } });
    const { id } = await createPromotion(owner, { categoryId, texts: TEXTS, bannerId: bannerB, hidden: false });
    for (const user of [a.companyManager, a.storeManager]) {
      const c = ctx(user);
      const before = await authoringSnapshot(database.db);
      const attempts: Array<() => Promise<unknown>> = [
        () => listPromotionCategories(c, { storeId: b.stores[0].id }),
        () => createPromotionCategory(c, { storeId: b.stores[0].id, names: { ru: "Взлом" } }),
        () => updatePromotionCategory(c, { id: categoryId, version: 1, hidden: true }),
        () => deletePromotionCategory(c, { id: categoryId, version: 1 }),
        () => reorderPromotionCategories(c, { storeId: b.stores[0].id, ids: [categoryId] }),
        () => listPromotions(c, { categoryId }),
        () => createPromotion(c, { categoryId, texts: TEXTS, bannerId: null, hidden: false }),
        () => updatePromotion(c, { id, version: 1, hidden: true }),
        () => deletePromotion(c, { id, version: 1 }),
        () => reorderPromotions(c, { categoryId, ids: [id] }),
      ];
      for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(NotFoundError);
      expect(await severalGetPromotions(c, { ids: [id] })).toEqual([]);
      expect(await authoringSnapshot(database.db)).toEqual(before);
    }
  });

  it("keeps store managers to their own store within their company", async () => {
    const other = ctx(a.companyManager);
    const { id: categoryId } = await createPromotionCategory(other, { storeId: a.stores[1].id, names: { ru: "Второй" } });
    const c = ctx(a.storeManager);
    const before = await authoringSnapshot(database.db);
    await expect(listPromotions(c, { categoryId })).rejects.toBeInstanceOf(NotFoundError);
    await expect(updatePromotionCategory(c, { id: categoryId, version: 1, hidden: true })).rejects.toBeInstanceOf(NotFoundError);
    await expect(createPromotionCategory(c, { storeId: a.stores[1].id, names: { ru: "Мой" } })).rejects.toBeInstanceOf(NotFoundError);
    expect(await authoringSnapshot(database.db)).toEqual(before);
  });

  it("several-get returns full records of the caller's stores only", async () => {
    const own = await database.db.select({ id: promotions.id, storeId: promotions.storeId, companyId: promotions.companyId }).from(promotions);
    const ids = [...own.map((row) => row.id), 999_999];
    const mine = await severalGetPromotions(ctx(a.companyManager), { ids });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((record) => record.company_id === a.company.id)).toBe(true);
    expect(mine.map((record) => record.id).sort()).toEqual(own.filter((row) => row.companyId === a.company.id).map((row) => row.id).sort());
    const record = mine.find((row) => row.banner !== null)!;
    expect(record).toMatchObject({ banner: { id: bannerA, url: "/files/banner.webp" }, translations: { en: { title: "Happy hours", status: "done" } } });
    const storeOnly = await severalGetPromotions(ctx(a.storeManager), { ids });
    expect(storeOnly.every((row) => row.store_id === a.stores[0].id)).toBe(true);
    expect((await severalGetPromotions(ctx(admin), { ids })).length).toBe(own.length);
    const texts = await database.db.select().from(promotionTranslations).where(inArray(promotionTranslations.promotionId, ids));
    expect(texts.length).toBeGreaterThan(0);
    expect(await severalGetPromotions(ctx(a.companyManager), { ids: [] })).toEqual([]);
  });
});
