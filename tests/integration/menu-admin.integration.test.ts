import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionHistory, categories, categoryTranslations, items, itemTranslations, portions, stores, uploads } from "@/lib/db/schema";
import type { Database, Db } from "@/lib/db/types";
import type { CreateCategory } from "@/lib/schemas/categories";
import type { CreateItem } from "@/lib/schemas/items";
import { createCategory } from "@/lib/server/categories/create-category";
import { deleteCategory } from "@/lib/server/categories/delete-category";
import { getSectionCategory } from "@/lib/server/categories/get-section-category";
import { listSectionTree } from "@/lib/server/categories/list-section-tree";
import { reorderCategories } from "@/lib/server/categories/reorder-categories";
import { setCategoryHidden } from "@/lib/server/categories/set-category-hidden";
import { severalGetCategories } from "@/lib/server/categories/several-get-categories";
import { updateCategory } from "@/lib/server/categories/update-category";
import { DomainError, NotFoundError, type ServerContext } from "@/lib/server/context";
import { createItem } from "@/lib/server/items/create-item";
import { deleteItem } from "@/lib/server/items/delete-item";
import { listCategoryItems } from "@/lib/server/items/list-category-items";
import { reorderItems } from "@/lib/server/items/reorder-items";
import { setItemHidden } from "@/lib/server/items/set-item-hidden";
import { severalGetItems } from "@/lib/server/items/several-get-items";
import { updateItem } from "@/lib/server/items/update-item";
import { engines } from "../support/engines";
import { contextOf, createTenant, insertUser, type UserRow } from "../support/tenants";

type Tenant = Awaited<ReturnType<typeof createTenant>>;

const NIGHT = { enabled: true, days: [5, 6], start: "22:00", end: "03:00" };
const flags = { hidden: false, ageRestricted: false, schedule: null };
const categoryInput = (storeId: number, name: string, extra: Partial<CreateCategory> = {}): CreateCategory => ({
  storeId,
  section: "kitchen",
  parentId: null,
  names: { ru: name, en: `${name} (en)` },
  icon: "salad",
  iconUploadId: null,
  ...flags,
  ...extra,
});
const itemInput = (storeId: number, categoryId: number, title: string, extra: Partial<CreateItem> = {}): CreateItem => ({
  storeId,
  categoryId,
  texts: { ru: { title, description: "Первая строка\nвторая" }, en: { title: `${title} (en)`, description: "" } },
  photoId: null,
  portions: [
    { weight: "250", unit: "g", price: "12.50" },
    { weight: "0,5", unit: "l", price: "12345678.99" },
  ],
  ...flags,
  ...extra,
});

async function menuSnapshot(db: Db) {
  return {
    categories: await db.select().from(categories).orderBy(asc(categories.id)),
    names: await db.select().from(categoryTranslations).orderBy(asc(categoryTranslations.categoryId), asc(categoryTranslations.locale)),
    items: await db.select().from(items).orderBy(asc(items.id)),
    texts: await db.select().from(itemTranslations).orderBy(asc(itemTranslations.itemId), asc(itemTranslations.locale)),
    portions: await db.select().from(portions).orderBy(asc(portions.id)),
    history: await db.select().from(actionHistory).orderBy(asc(actionHistory.id)),
  };
}

const historySince = (db: Db, id: number) => db.select().from(actionHistory).where(gt(actionHistory.id, id)).orderBy(asc(actionHistory.id));
const lastHistoryId = async (db: Db) => (await db.select({ id: actionHistory.id }).from(actionHistory)).reduce((max, row) => Math.max(max, row.id), 0);

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.key;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe.each(engines())("menu authoring on $engine", ({ create }) => {
  let database: Database;
  let a: Tenant;
  let b: Tenant;
  let admin: UserRow;
  let db: Db;
  const ctx = (user: UserRow): ServerContext => contextOf(db, user);

  beforeAll(async () => {
    database = await create();
    db = database.db;
    a = await createTenant(db, "Alpha");
    b = await createTenant(db, "Beta");
    admin = await insertUser(db, { role: "administrator", companyId: null });
    await db.update(stores).set({ contentLocales: ["ru", "en", "zh"] }).where(eq(stores.companyId, a.company.id));
  });
  afterAll(async () => database?.close());

  it("creates a section's first category with its super-category, names and history in one transaction", async () => {
    const storeId = a.stores[0].id;
    const mark = await lastHistoryId(db);
    const { id } = await createCategory(ctx(a.storeManager), categoryInput(storeId, "Салаты", { names: { ru: "Салаты", en: "Salads", zh: "" } }));
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ level: "category", type: "products", icon: "salad", position: 0, version: 1, storeId, companyId: a.company.id });
    const [top] = await db.select().from(categories).where(eq(categories.id, row!.parentId!));
    expect(top).toMatchObject({ level: "super", section: "kitchen", parentId: null });
    const names = await db.select().from(categoryTranslations).where(eq(categoryTranslations.categoryId, id));
    expect(Object.fromEntries(names.map((n) => [n.locale, n.name]))).toEqual({ ru: "Салаты", en: "Salads" });
    const history = await historySince(db, mark);
    expect(history.map((h) => [h.event, h.objectType, h.objectId, h.userId])).toEqual([
      ["create", "category", top!.id, a.storeManager.id],
      ["create", "category", id, a.storeManager.id],
    ]);
    expect(history[1]!.after).toMatchObject({ id, names: { ru: "Салаты", en: "Salads" }, level: "category" });
    const tree = await listSectionTree(ctx(a.storeManager), { storeId, section: "kitchen" });
    expect(tree.categories.map((c) => c.name)).toEqual(["Салаты"]);
    expect(tree.store.contentLocales).toEqual(["ru", "en", "zh"]);
  });

  it("adds subcategories under categories only, and requires the primary name", async () => {
    const storeId = a.stores[0].id;
    const c = ctx(a.companyManager);
    const parent = await createCategory(c, categoryInput(storeId, "Горячее"));
    const sub = await createCategory(c, categoryInput(storeId, "Супы", { parentId: parent.id }));
    expect((await db.select().from(categories).where(eq(categories.id, sub.id)))[0]).toMatchObject({ level: "sub", parentId: parent.id });
    expect(await refusal(createCategory(c, categoryInput(storeId, "Глубже", { parentId: sub.id })))).toBe("invalidValue");
    expect(await refusal(createCategory(c, categoryInput(storeId, "Пусто", { names: { ru: " ", en: "Only English" } })))).toBe("required");
    expect(await refusal(createCategory(c, categoryInput(storeId, "Не тот раздел", { parentId: parent.id, section: "drinks" })))).toBe("notFound");
    const tree = await listSectionTree(c, { storeId, section: "kitchen" });
    expect(tree.categories.find((cat) => cat.id === parent.id)?.children.map((child) => child.name)).toEqual(["Супы"]);
    const page = await getSectionCategory(c, { storeId, section: "kitchen", categoryId: sub.id });
    expect(page).toMatchObject({ level: "sub", name: "Супы", trail: [{ id: parent.id, name: "Горячее" }], kind: "product" });
    await expect(getSectionCategory(c, { storeId, section: "drinks", categoryId: sub.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(getSectionCategory(c, { storeId, section: "kitchen", categoryId: tree.superId! })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("updates over the loaded version, records before and after, and refuses a stale version changing nothing", async () => {
    const storeId = a.stores[0].id;
    const c = ctx(a.storeManager);
    const { id } = await createCategory(c, categoryInput(storeId, "Десерты"));
    const mark = await lastHistoryId(db);
    const saved = await updateCategory(c, {
      storeId,
      categoryId: id,
      version: 1,
      names: { ru: "Сладкое", en: "", zh: "甜品" },
      icon: "dessert",
      iconUploadId: null,
      hidden: true,
      ageRestricted: true,
      schedule: { enabled: true, days: [7, 5, 5], start: "18:00", end: "02:00" },
    });
    expect(saved.version).toBe(2);
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ icon: "dessert", hidden: true, ageRestricted: true, version: 2 });
    expect(row!.schedule).toEqual({ enabled: true, days: [5, 7], start: "18:00", end: "02:00" });
    const [entry, ...rest] = await historySince(db, mark);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ event: "update", objectType: "category", objectId: id, storeId, companyId: a.company.id });
    expect(entry!.before).toMatchObject({ names: { ru: "Десерты", en: "Десерты (en)" }, version: 1, hidden: false });
    expect(entry!.after).toMatchObject({ names: { ru: "Сладкое", zh: "甜品" }, version: 2, hidden: true });

    const before = await menuSnapshot(db);
    const stale = { storeId, categoryId: id, version: 1, names: { ru: "Чужая правка" }, icon: null, iconUploadId: null, ...flags };
    expect(await refusal(updateCategory(c, stale))).toBe("staleVersion");
    expect(await refusal(setCategoryHidden(c, { storeId, categoryId: id, version: 1, hidden: false }))).toBe("staleVersion");
    expect(await refusal(deleteCategory(c, { storeId, categoryId: id, version: 1 }))).toBe("staleVersion");
    expect(await menuSnapshot(db)).toEqual(before);
    expect((await setCategoryHidden(c, { storeId, categoryId: id, version: 2, hidden: false })).version).toBe(3);
  });

  it("refuses a schedule under a parent that has its own, for categories and items alike", async () => {
    const storeId = a.stores[0].id;
    const c = ctx(a.companyManager);
    const night = await createCategory(c, categoryInput(storeId, "Ночное меню", { schedule: NIGHT }));
    const mark = await lastHistoryId(db);
    const before = await menuSnapshot(db);
    expect(await refusal(createCategory(c, categoryInput(storeId, "Ночные супы", { parentId: night.id, schedule: NIGHT })))).toBe("scheduleParent");
    expect(await refusal(createItem(c, itemInput(storeId, night.id, "Ночной бургер", { schedule: NIGHT })))).toBe("scheduleParent");
    expect(await menuSnapshot(db)).toEqual(before);
    const sub = await createCategory(c, categoryInput(storeId, "Ночные супы", { parentId: night.id, schedule: { ...NIGHT, enabled: false } }));
    const item = await createItem(c, itemInput(storeId, sub.id, "Борщ"));
    expect(await refusal(updateItem(c, { ...itemInput(storeId, sub.id, "Борщ", { schedule: NIGHT }), itemId: item.id, version: 1 }))).toBe(
      "scheduleParent",
    );
    expect((await getSectionCategory(c, { storeId, section: "kitchen", categoryId: sub.id })).itemsScheduleBlocked).toBe(true);
    const tree = await listSectionTree(c, { storeId, section: "kitchen" });
    expect(tree.categories.find((cat) => cat.id === night.id)?.children[0]?.parentScheduled).toBe(true);
    expect((await historySince(db, mark)).map((h) => h.objectId)).toEqual([sub.id, item.id]);

    const fresh = await lastHistoryId(db);
    const noDays = { ...categoryInput(storeId, "Бар"), section: "drinks" as const, schedule: { ...NIGHT, days: [] } };
    expect(await refusal(createCategory(c, noDays))).toBe("selectAtLeastOne");
    expect(await historySince(db, fresh)).toEqual([]);
  });

  it("creates, updates and deletes items with exact money, texts per language, portions and history", async () => {
    const storeId = a.stores[0].id;
    const c = ctx(a.storeManager);
    const category = await createCategory(c, categoryInput(storeId, "Пицца"));
    const mark = await lastHistoryId(db);
    const { id } = await createItem(c, itemInput(storeId, category.id, "Маргарита", { ageRestricted: true }));
    const [row] = await db.select().from(items).where(eq(items.id, id));
    expect(row).toMatchObject({ kind: "product", categoryId: category.id, position: 0, version: 1, ageRestricted: true });
    const stored = await db.select().from(portions).where(eq(portions.itemId, id)).orderBy(asc(portions.position));
    expect(stored.map((p) => [p.weight, p.unit, p.price, p.position])).toEqual([
      ["250.000", "g", "12.50", 0],
      ["0.500", "l", "12345678.99", 1],
    ]);
    const [listed] = await listCategoryItems(c, { storeId, categoryId: category.id });
    expect(listed).toMatchObject({ title: "Маргарита", portions: [{ weight: "250", price: "12.50" }, { weight: "0.5", price: "12345678.99" }] });
    expect(listed!.texts.ru?.description).toBe("Первая строка\nвторая");

    const [keep, drop] = stored;
    await updateItem(c, {
      storeId,
      itemId: id,
      version: 1,
      texts: { ru: { title: "Маргарита", description: "" }, en: { title: "", description: "" }, zh: { title: "玛格丽特", description: "" } },
      photoId: null,
      portions: [
        { weight: "0.10", unit: "kg", price: "0.10" },
        { id: keep!.id, weight: "300", unit: "g", price: "14" },
      ],
      ...flags,
    });
    const after = await db.select().from(portions).where(eq(portions.itemId, id)).orderBy(asc(portions.position));
    expect(after.map((p) => [p.weight, p.price])).toEqual([
      ["0.100", "0.10"],
      ["300.000", "14.00"],
    ]);
    expect(after[1]!.id).toBe(keep!.id);
    expect(after.some((p) => p.id === drop!.id)).toBe(false);
    const texts = await db.select().from(itemTranslations).where(eq(itemTranslations.itemId, id));
    expect(texts.map((t) => t.locale).sort()).toEqual(["ru", "zh"]);

    const foreignPortion = { id: 2_000_000_000, weight: "1", unit: "g" as const, price: "1" };
    expect(await refusal(updateItem(c, { ...itemInput(storeId, category.id, "X", { portions: [foreignPortion] }), itemId: id, version: 2 }))).toBe(
      "invalidValue",
    );
    expect(await refusal(updateItem(c, { ...itemInput(storeId, category.id, "X"), itemId: id, version: 1 }))).toBe("staleVersion");
    expect((await setItemHidden(c, { storeId, itemId: id, version: 2, hidden: true })).version).toBe(3);
    expect(await refusal(deleteItem(c, { storeId, itemId: id, version: 2 }))).toBe("staleVersion");
    await deleteItem(c, { storeId, itemId: id, version: 3 });
    expect(await db.select().from(portions).where(eq(portions.itemId, id))).toEqual([]);
    const history = await historySince(db, mark);
    expect(history.map((h) => [h.event, h.objectType, h.objectId])).toEqual([
      ["create", "item", id],
      ["update", "item", id],
      ["update", "item", id],
      ["destroy", "item", id],
    ]);
    expect(history[0]!.after).toMatchObject({ texts: { ru: { title: "Маргарита" } }, portions: [{ price: "12.50" }, { price: "12345678.99" }] });
    expect(history[1]!.before).toMatchObject({ version: 1 });
    expect(history[1]!.after).toMatchObject({ version: 2, texts: { zh: { title: "玛格丽特" } } });
    expect(history[3]!.before).toMatchObject({ id, version: 3, hidden: true });
  });

  it("attaches only photos uploaded for the same store", async () => {
    const storeId = a.stores[0].id;
    const c = ctx(a.storeManager);
    const category = await createCategory(c, categoryInput(storeId, "Фото"));
    const variants = [{ width: 10, height: 10, bytes: 1, key: "x.webp" }];
    const [own] = await db.insert(uploads).values({ companyId: a.company.id, storeId, kind: "photo", width: 10, height: 10, variants }).returning();
    const [foreign] = await db
      .insert(uploads)
      .values({ companyId: b.company.id, storeId: b.stores[0].id, kind: "photo", width: 10, height: 10, variants })
      .returning();
    expect(await refusal(createItem(c, itemInput(storeId, category.id, "Чужое фото", { photoId: foreign!.id })))).toBe("invalidValue");
    const { id } = await createItem(c, itemInput(storeId, category.id, "Своё фото", { photoId: own!.id }));
    const [listed] = (await listCategoryItems(c, { storeId, categoryId: category.id })).filter((item) => item.id === id);
    expect(listed!.photo).toEqual({ id: own!.id, thumb: "/files/x.webp", large: "/files/x.webp" });
  });

  it("reorders siblings in one call with one history entry, and explains what cannot be sorted", async () => {
    const storeId = a.stores[1].id;
    const c = ctx(a.companyManager);
    const empty = await createCategory(c, { ...categoryInput(storeId, "Пусто"), section: "games" });
    expect(await refusal(reorderItems(c, { storeId, categoryId: empty.id, ids: [] }))).toBe("sortNoCategories");
    expect(await refusal(reorderCategories(c, { storeId, section: "hookah", parentId: null, ids: [] }))).toBe("sortNoCategories");
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) ids.push((await createItem(c, itemInput(storeId, empty.id, `Игра ${n}`))).id);
    const mark = await lastHistoryId(db);
    const reversed = [...ids].reverse();
    await reorderItems(c, { storeId, categoryId: empty.id, ids: reversed });
    expect((await listCategoryItems(c, { storeId, categoryId: empty.id })).map((item) => item.id)).toEqual(reversed);
    const history = await historySince(db, mark);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ event: "update", objectType: "item", before: { order: ids }, after: { order: reversed } });
    expect(await refusal(reorderItems(c, { storeId, categoryId: empty.id, ids: reversed }))).toBe("sortNoChanges");
    expect(await refusal(reorderItems(c, { storeId, categoryId: empty.id, ids: reversed.slice(1) }))).toBe("invalidValue");
    expect(await refusal(reorderItems(c, { storeId, categoryId: empty.id, ids: [...reversed.slice(1), 2_000_000_000] }))).toBe("invalidValue");

    const first = await createCategory(c, { ...categoryInput(storeId, "Первая"), section: "games" });
    const second = await createCategory(c, { ...categoryInput(storeId, "Вторая"), section: "games" });
    const order = [second.id, empty.id, first.id];
    await reorderCategories(c, { storeId, section: "games", parentId: null, ids: order });
    expect((await listSectionTree(c, { storeId, section: "games" })).categories.map((cat) => cat.id)).toEqual(order);
    expect(await refusal(reorderCategories(c, { storeId, section: "games", parentId: null, ids: order }))).toBe("sortNoChanges");
    expect(await refusal(reorderCategories(c, { storeId, section: "kitchen", parentId: null, ids: order }))).toBe("sortNoCategories");
  });

  it("deletes a category with its subcategories and items, recording what went with it", async () => {
    const storeId = a.stores[0].id;
    const c = ctx(a.companyManager);
    const parent = await createCategory(c, categoryInput(storeId, "Удаляемая"));
    const sub = await createCategory(c, categoryInput(storeId, "Её подкатегория", { parentId: parent.id }));
    await createItem(c, itemInput(storeId, parent.id, "Один"));
    await createItem(c, itemInput(storeId, sub.id, "Два"));
    const mark = await lastHistoryId(db);
    await deleteCategory(c, { storeId, categoryId: parent.id, version: 1 });
    expect(await db.select().from(categories).where(eq(categories.id, sub.id))).toEqual([]);
    expect(await db.select().from(items).where(eq(items.categoryId, sub.id))).toEqual([]);
    const [entry] = await historySince(db, mark);
    expect(entry).toMatchObject({ event: "destroy", objectType: "category", objectId: parent.id, before: { subcategories: 1, items: 2 } });
    const tree = await listSectionTree(c, { storeId, section: "kitchen" });
    expect(await refusal(deleteCategory(c, { storeId, categoryId: tree.superId!, version: 1 }))).toBe("deleteCategoryFailed");
  });

  it("refuses every function to company A's roles on company B's menu, and changes nothing", async () => {
    const bStore = b.stores[0].id;
    const bc = ctx(b.companyManager);
    const bCategory = await createCategory(bc, categoryInput(bStore, "Чужая"));
    const bSub = await createCategory(bc, categoryInput(bStore, "Чужая подкатегория", { parentId: bCategory.id }));
    const bItem = await createItem(bc, itemInput(bStore, bCategory.id, "Чужое блюдо"));
    const aStore = a.stores[0].id;
    const aCategory = await createCategory(ctx(a.companyManager), categoryInput(aStore, "Своя"));
    const aItem = await createItem(ctx(a.companyManager), itemInput(aStore, aCategory.id, "Своё блюдо"));
    const secondStore = a.stores[1].id;

    const storeWide = (c: ServerContext, storeId: number): Array<() => Promise<unknown>> => [
      () => listSectionTree(c, { storeId, section: "kitchen" }),
      () => createCategory(c, categoryInput(storeId, "X")),
      () => reorderCategories(c, { storeId, section: "kitchen", parentId: null, ids: [] }),
    ];
    const attemptsFor = (c: ServerContext, storeId: number): Array<() => Promise<unknown>> => [
      () => getSectionCategory(c, { storeId, section: "kitchen", categoryId: bCategory.id }),
      () => createCategory(c, categoryInput(storeId, "X", { parentId: bCategory.id })),
      () => updateCategory(c, { storeId, categoryId: bCategory.id, version: 1, names: { ru: "X" }, icon: null, iconUploadId: null, ...flags }),
      () => setCategoryHidden(c, { storeId, categoryId: bCategory.id, version: 1, hidden: true }),
      () => deleteCategory(c, { storeId, categoryId: bSub.id, version: 1 }),
      () => reorderCategories(c, { storeId, section: "kitchen", parentId: bCategory.id, ids: [bSub.id] }),
      () => listCategoryItems(c, { storeId, categoryId: bCategory.id }),
      () => createItem(c, itemInput(storeId, bCategory.id, "X")),
      () => updateItem(c, { ...itemInput(storeId, bCategory.id, "X"), itemId: bItem.id, version: 1 }),
      () => setItemHidden(c, { storeId, itemId: bItem.id, version: 1, hidden: true }),
      () => deleteItem(c, { storeId, itemId: bItem.id, version: 1 }),
      () => reorderItems(c, { storeId, categoryId: bCategory.id, ids: [bItem.id] }),
    ];
    for (const actor of [a.companyManager, a.storeManager]) {
      const before = await menuSnapshot(db);
      const c = ctx(actor);
      const ownStore = actor.storeId ?? aStore;
      const attempts = [...storeWide(c, bStore), ...attemptsFor(c, bStore), ...attemptsFor(c, ownStore)];
      if (actor.role === "store_manager") attempts.push(...storeWide(c, secondStore), ...attemptsFor(c, secondStore));
      attempts.push(
        () => updateItem(c, { ...itemInput(ownStore, aCategory.id, "X"), itemId: bItem.id, version: 1 }),
        () => reorderItems(c, { storeId: ownStore, categoryId: aCategory.id, ids: [aItem.id, bItem.id] }),
      );
      for (const attempt of attempts) {
        const key = await refusal(attempt());
        expect(["notFound", "invalidValue"]).toContain(key);
      }
      expect(await menuSnapshot(db)).toEqual(before);
      expect(await severalGetCategories(c, { ids: [bCategory.id, bSub.id] })).toEqual([]);
      expect(await severalGetItems(c, { ids: [bItem.id] })).toEqual([]);
    }
  });

  it("several-get returns full records of the caller's stores only", async () => {
    const c = ctx(a.companyManager);
    const first = await createCategory(c, categoryInput(a.stores[0].id, "Первый магазин"));
    const second = await createCategory(c, categoryInput(a.stores[1].id, "Второй магазин"));
    const item = await createItem(c, itemInput(a.stores[1].id, second.id, "Во втором"));
    const foreign = await createCategory(ctx(b.companyManager), categoryInput(b.stores[0].id, "Бета"));
    const ids = [first.id, second.id, foreign.id, 2_000_000_000];
    expect((await severalGetCategories(c, { ids })).map((row) => row.id)).toEqual([first.id, second.id]);
    expect((await severalGetCategories(ctx(a.storeManager), { ids })).map((row) => row.id)).toEqual([first.id]);
    expect((await severalGetCategories(ctx(admin), { ids })).map((row) => row.id)).toEqual([first.id, second.id, foreign.id]);
    const [record] = await severalGetCategories(c, { ids: [first.id] });
    expect(record).toMatchObject({ level: "category", type: "products", version: 1 });
    expect(record!.translations).toEqual([
      { locale: "en", name: "Первый магазин (en)", status: "done" },
      { locale: "ru", name: "Первый магазин", status: "done" },
    ]);
    const [product] = await severalGetItems(c, { ids: [item.id] });
    expect(product).toMatchObject({ id: item.id, kind: "product", categoryId: second.id });
    expect(product!.portions.map((p) => p.price)).toEqual(["12.50", "12345678.99"]);
    expect(product!.translations.map((t) => t.locale)).toEqual(["en", "ru"]);
    expect(await severalGetItems(ctx(a.storeManager), { ids: [item.id] })).toEqual([]);
  });

  it("keeps history and change together: a refused write leaves neither", async () => {
    const storeId = a.stores[1].id;
    const c = ctx(a.companyManager);
    const mark = await lastHistoryId(db);
    const before = await db.select().from(categories).where(and(eq(categories.storeId, storeId), eq(categories.section, "drinks")));
    expect(await refusal(createCategory(c, { ...categoryInput(storeId, "X"), section: "drinks", names: { en: "No primary" } }))).toBe("required");
    expect(await refusal(createCategory(c, { ...categoryInput(storeId, "X"), section: "drinks", iconUploadId: 2_000_000_000 }))).toBe(
      "invalidValue",
    );
    expect(await db.select().from(categories).where(and(eq(categories.storeId, storeId), eq(categories.section, "drinks")))).toEqual(before);
    expect(await historySince(db, mark)).toEqual([]);
  });
});
