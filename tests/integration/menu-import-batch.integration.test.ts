import { and, asc, eq, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, itemTranslations, jobs, portions, users } from "@/lib/db/schema";
import { seedDemo } from "@/lib/db/seed/demo";
import type { Database } from "@/lib/db/types";
import type { Dietary } from "@/lib/domain/dietary";
import type { MenuSection } from "@/lib/domain/menu-sections";
import type { ExportCategory } from "@/lib/export/menu-document";
import { createCategory } from "@/lib/server/categories/create-category";
import { exportMenu } from "@/lib/server/export/export-menu";
import { loadExportDocument } from "@/lib/server/export/load-export-document";
import { importMenu } from "@/lib/server/imports/import-menu";
import { createItem } from "@/lib/server/items/create-item";
import { setItemSoldOut } from "@/lib/server/items/set-item-sold-out";
import { TRANSLATE_TEXT_JOB } from "@/lib/server/translations/translate-text-job";
import { engines } from "../support/engines";
import { openWorkbook } from "../support/menu-workbook-edits";
import { contextOf, type UserRow } from "../support/tenants";
import { connectFakeLibreTranslate } from "../support/translation-jobs";

connectFakeLibreTranslate();

const OWNER = { email: "owner@batch-import.test", password: "password-1" };
const NOW = new Date("2026-11-25T10:00:00Z");
const NEW_CATEGORY = "Новинки недели";

interface Dish {
  /** 0 and 1: categories of the demo menu; 2: a subcategory of 0 made for the test */
  category: 0 | 1 | 2;
  title: string;
  description: string;
  en: string;
  portions: [weight: number, price: number][];
  cells: { contains?: string; diets?: string; spicy?: number; calories?: number; badges?: string };
  dietary: Dietary;
  soldOut: boolean;
}

const plain: Dietary = { allergens: {}, diets: [], spicy: 0, calories: null, badges: [] };

const DISHES: Dish[] = [
  { category: 0, title: "Пирог с капустой", description: "Печём каждый день", en: "Cabbage pie", portions: [[150, 4], [300, 7.5]], cells: { contains: "Глютен", diets: "Вегетарианское", calories: 320, badges: "Новинка" }, dietary: { allergens: { gluten: "contains" }, diets: ["vegetarian"], spicy: 0, calories: 320, badges: ["new"] }, soldOut: false },
  { category: 2, title: "Суп дня", description: "", en: "Soup of the day", portions: [[300, 5]], cells: { spicy: 2 }, dietary: { ...plain, spicy: 2 }, soldOut: true },
  { category: 1, title: "Морс клюквенный", description: "Без сахара", en: "Cranberry drink", portions: [[250, 2], [500, 3.5]], cells: { diets: "Веганское, Без глютена" }, dietary: { ...plain, diets: ["vegan", "gluten_free"] }, soldOut: false },
  { category: 0, title: "Блины с творогом", description: "Со сметаной", en: "Pancakes with cottage cheese", portions: [[200, 6]], cells: { contains: "молоко;  Яйца", badges: "Хит" }, dietary: { ...plain, allergens: { milk: "contains", eggs: "contains" }, badges: ["hit"] }, soldOut: true },
  { category: 2, title: "Салат недели", description: "Спросите официанта", en: "Salad of the week", portions: [[180, 6.2]], cells: { calories: 150 }, dietary: { ...plain, calories: 150 }, soldOut: false },
  { category: 0, title: "Каша овсяная", description: "На молоке", en: "Oat porridge", portions: [[250, 3]], cells: {}, dietary: plain, soldOut: false },
  { category: 2, title: "Десерт недели", description: "", en: "Dessert of the week", portions: [[120, 4.4], [240, 8]], cells: { badges: "Хит" }, dietary: { ...plain, badges: ["hit"] }, soldOut: false },
];

/** A database holding the demo venue and a subcategory made for the test with one item; its owner's context at NOW, the categories the dishes go into with their paths. */
async function venue(create: () => Promise<Database>) {
  const database = await create();
  const { storeId } = await seedDemo(database.db, OWNER, NOW);
  const [owner] = (await database.db.select().from(users).where(eq(users.email, OWNER.email))) as [UserRow];
  const ctx = contextOf(database.db, owner, NOW);
  const document = await loadExportDocument(database.db, storeId, { locale: "ru", includeHidden: true, withPhotos: false });
  // the workbook's first sheet: the first section
  const section = document.sections[0]!;
  const [first, second] = section.categories.filter((category) => category.depth === 1 && category.items.length > 0) as [ExportCategory, ExportCategory];
  const { id: newId } = await createCategory(ctx, { storeId, section: section.section as MenuSection, parentId: first.id, names: { ru: NEW_CATEGORY }, icon: null, iconUploadId: null, hidden: false, ageRestricted: false, schedule: null });
  // a menu shows (and an export writes) a category holding items: the subcategory gets one
  const portion = { weight: "100", unit: "g" as const, price: "1" };
  await createItem(ctx, { storeId, categoryId: newId, texts: { ru: { title: "Первое блюдо недели", description: "" } }, photoId: null, portions: [portion], hidden: false, ageRestricted: false, schedule: null });
  const categories = [
    { id: first.id, path: first.path.join(" / ") },
    { id: second.id, path: second.path.join(" / ") },
    { id: newId, path: [...first.path, NEW_CATEGORY].join(" / ") },
  ];
  const [last] = await database.db.select({ id: max(items.id) }).from(items).where(eq(items.storeId, storeId));
  return { database, storeId, ctx, categories, lastItemId: last!.id ?? 0 };
}

type Venue = Awaited<ReturnType<typeof venue>>;

/** Everything written for the items added after `lastItemId`, by title, with the translation jobs queued for them. */
async function written({ database, storeId, lastItemId }: Venue) {
  const rows = await database.db.select().from(items).where(and(eq(items.storeId, storeId), gt(items.id, lastItemId))).orderBy(asc(items.id));
  const titleOf = new Map<number, string>();
  const added: Record<string, unknown> = {};
  for (const item of rows) {
    const texts = await database.db
      .select({ locale: itemTranslations.locale, title: itemTranslations.title, description: itemTranslations.description, status: itemTranslations.status, machine: itemTranslations.machine, sources: itemTranslations.sources })
      .from(itemTranslations)
      .where(eq(itemTranslations.itemId, item.id))
      .orderBy(asc(itemTranslations.locale));
    const parts = await database.db
      .select({ weight: portions.weight, unit: portions.unit, price: portions.price, position: portions.position, soldOutUntil: portions.soldOutUntil })
      .from(portions)
      .where(eq(portions.itemId, item.id))
      .orderBy(asc(portions.position));
    const title = texts.find((text) => text.locale === "ru")!.title;
    titleOf.set(item.id, title);
    const { categoryId, kind, position, hidden, ageRestricted, schedule, dietary, soldOutUntil, version, photoId } = item;
    added[title] = { categoryId, kind, position, hidden, ageRestricted, schedule, dietary, soldOutUntil, version, photoId, texts, portions: parts };
  }
  const queued = (await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, TRANSLATE_TEXT_JOB)))
    .map(({ payload }) => payload as { id: number; locale: string })
    .filter((payload) => titleOf.has(payload.id))
    .map((payload) => `${titleOf.get(payload.id)}:${payload.locale}`)
    .sort();
  return { added, queued };
}

describe.each(engines())("menu import's batched apply on $engine", ({ create }) => {
  let imported: Venue, typed: Venue;

  beforeAll(async () => {
    [imported, typed] = [await venue(create), await venue(create)];
  });
  afterAll(async () => {
    await imported?.database.close();
    await typed?.database.close();
  });

  it("writes the new items of several categories, a new subcategory among them, as the item form and the sold-out switch write them one by one", async () => {
    const exported = (await exportMenu({ db: imported.database.db, storeId: imported.storeId }, { format: "xlsx", locale: "ru", includeHidden: true, withPhotos: false })).bytes;
    const book = await openWorkbook(exported);
    for (const dish of DISHES) {
      for (const [weight, price] of dish.portions) {
        book.add({
          categoryPath: imported.categories[dish.category]!.path,
          title: dish.title,
          description: dish.description,
          "Название (en)": dish.en,
          portion: weight,
          unit: "г",
          price,
          hidden: "нет",
          ageRestricted: "нет",
          soldOut: dish.soldOut ? "да" : "нет",
          ...dish.cells,
        });
      }
    }
    const report = await importMenu(imported.ctx, { storeId: imported.storeId, file: await book.bytes(), dryRun: false, deleteMissing: false });
    expect(report).toMatchObject({ created: DISHES.length, updated: 0, refused: [], applied: true });

    for (const dish of DISHES) {
      const { id } = await createItem(typed.ctx, {
        storeId: typed.storeId,
        categoryId: typed.categories[dish.category]!.id,
        texts: { ru: { title: dish.title, description: dish.description }, en: { title: dish.en, description: "" } },
        photoId: null,
        dietary: dish.dietary,
        portions: dish.portions.map(([weight, price]) => ({ weight: String(weight), unit: "g", price: String(price) })),
        hidden: false,
        ageRestricted: false,
        schedule: null,
      });
      if (dish.soldOut) await setItemSoldOut(typed.ctx, { storeId: typed.storeId, itemId: id, soldOut: true });
    }

    const [batched, oneByOne] = [await written(imported), await written(typed)];
    expect(batched).toEqual(oneByOne);

    // what both wrote, stated: after the items already there, in the file's order
    const positions = (category: number) => DISHES.filter((dish) => dish.category === category).map((dish) => (batched.added[dish.title] as { position: number }).position);
    const firstPositions = positions(0);
    expect(firstPositions).toEqual([firstPositions[0], firstPositions[0]! + 1, firstPositions[0]! + 2]);
    expect(firstPositions[0]).toBeGreaterThan(0);
    expect(positions(2)).toEqual([1, 2, 3]);
    expect(batched.added["Пирог с капустой"]).toMatchObject({
      categoryId: imported.categories[0]!.id,
      dietary: DISHES[0]!.dietary,
      soldOutUntil: null,
      texts: expect.arrayContaining([
        expect.objectContaining({ locale: "ru", title: "Пирог с капустой", description: "Печём каждый день", status: "done" }),
        expect.objectContaining({ locale: "en", title: "Cabbage pie", description: "", status: "done" }),
      ]),
      portions: [expect.objectContaining({ weight: "150.000", unit: "g", price: "4.00", position: 0 }), expect.objectContaining({ weight: "300.000", price: "7.50", position: 1 })],
    });
    expect((batched.added["Суп дня"] as { soldOutUntil: Date | null }).soldOutUntil?.getTime()).toBeGreaterThan(NOW.getTime());
    expect(batched.queued.length).toBeGreaterThan(0);
  });
});
