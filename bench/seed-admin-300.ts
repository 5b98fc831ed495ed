// Seeds the demo venue with a 300-item category (BENCH_ITEMS) and times reordering it and marking an item sold out
// in-process (used by admin-300.mjs).
import { and, asc, eq, isNull } from "drizzle-orm";
import { categories, stores, users } from "../lib/db/schema";
import { actorOf } from "../lib/server/auth/actor";
import { createCategory } from "../lib/server/categories/create-category";
import { createItem } from "../lib/server/items/create-item";
import { getSectionCategory } from "../lib/server/categories/get-section-category";
import { listCategoryItems } from "../lib/server/items/list-category-items";
import { listItemListRows } from "../lib/server/items/list-item-list-rows";
import { listItemRows } from "../lib/server/items/list-item-rows";
import { reorderItems } from "../lib/server/items/reorder-items";
import { setItemSoldOut } from "../lib/server/items/set-item-sold-out";
import { BENCH_OWNER, withBenchDatabase } from "./bench-database";

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

void withBenchDatabase(async (database) => {
  const { db } = database;
  const [user] = await db.select().from(users).where(eq(users.email, BENCH_OWNER.email));
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, "demo"));
  const ctx = { db, actor: actorOf(user!, "bench"), clock: { now: () => new Date() } };
  const flags = { hidden: false, ageRestricted: false, schedule: null };
  const names = { ru: `Бенчмарк ${ITEMS}`, en: `Benchmark ${ITEMS}`, zh: `基准 ${ITEMS}` };
  const category = await createCategory(ctx, { storeId: store!.id, section: "kitchen", parentId: null, names, icon: "hot", iconUploadId: null, ...flags });
  const started = performance.now();
  for (let n = 1; n <= ITEMS; n++) {
    await createItem(ctx, {
      storeId: store!.id,
      categoryId: category.id,
      texts: {
        ru: { title: `Блюдо ${n}`, description: "Готовим по заказу.\n**Рекомендуем.**" },
        en: { title: `Dish ${n}`, description: "Made to order.\n**Recommended.**" },
        zh: { title: `菜品 ${n}`, description: "现点现做。\n**推荐。**" },
      },
      photoId: null,
      portions: [
        { weight: "250", unit: "g", price: `${10 + (n % 30)}.50` },
        { weight: "350", unit: "g", price: `${14 + (n % 30)}.90` },
      ],
      ...flags,
    });
  }
  const seedMs = performance.now() - started;
  const reorderMs: number[] = [];
  for (let run = 0; run < 10; run++) {
    const ids = (await listCategoryItems(ctx, { storeId: store!.id, categoryId: category.id })).map((item) => item.id).reverse();
    const at = performance.now();
    await reorderItems(ctx, { storeId: store!.id, categoryId: category.id, ids });
    reorderMs.push(performance.now() - at);
  }
  const soldOutMs: number[] = [];
  const [first] = await listCategoryItems(ctx, { storeId: store!.id, categoryId: category.id });
  for (let run = 0; run < 10; run++) {
    const at = performance.now();
    await setItemSoldOut(ctx, { storeId: store!.id, itemId: first!.id, soldOut: run % 2 === 0 });
    soldOutMs.push(performance.now() - at);
  }
  await setItemSoldOut(ctx, { storeId: store!.id, itemId: first!.id, soldOut: false });
  // The page's two loaders in-process, apart from rendering: its rows and its category (name, trail, subcategories).
  const rowsLoaderMs: number[] = [];
  const categoryLoaderMs: number[] = [];
  const previewLoaderMs: number[] = [];
  for (let run = 0; run < 10; run++) {
    let at = performance.now();
    // What the page read before its lean rows, and what the guests' view reads now when it opens.
    await listItemRows(ctx, { storeId: store!.id, categoryId: category.id });
    previewLoaderMs.push(performance.now() - at);
    at = performance.now();
    await listItemListRows(ctx, { storeId: store!.id, categoryId: category.id });
    rowsLoaderMs.push(performance.now() - at);
    at = performance.now();
    await getSectionCategory(ctx, { storeId: store!.id, section: "kitchen", categoryId: category.id });
    categoryLoaderMs.push(performance.now() - at);
  }
  const [kitchen] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, store!.id), eq(categories.section, "kitchen"), isNull(categories.parentId)));
  const [demoCategory] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, kitchen!.id))
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  console.log(
    JSON.stringify({
      engine: database.engine,
      categoryId: category.id,
      demoCategoryId: demoCategory!.id,
      items: ITEMS,
      seedMs,
      reorderMs,
      reorderMedianMs: median(reorderMs),
      soldOutMs,
      soldOutMedianMs: median(soldOutMs),
      rowsLoaderMedianMs: median(rowsLoaderMs),
      categoryLoaderMedianMs: median(categoryLoaderMs),
      previewLoaderMedianMs: median(previewLoaderMs),
    }),
  );
});
