import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { itemTranslations, stores } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { NotFoundError } from "@/lib/server/context";
import { createCategory } from "@/lib/server/categories/create-category";
import { createItem } from "@/lib/server/items/create-item";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { listCategoryItems } from "@/lib/server/items/list-category-items";
import { listItemListRows } from "@/lib/server/items/list-item-list-rows";
import { setItemSoldOut } from "@/lib/server/items/set-item-sold-out";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant } from "../support/tenants";

const flags = { hidden: false, ageRestricted: false, schedule: null };
// Wednesday 2030-05-01, 15:00 in Minsk.
const NOW = new Date("2030-05-01T12:00:00Z");
const MORNINGS = { enabled: true, days: [1, 2, 3, 4, 5, 6, 7], start: "07:00", end: "11:00" };
const portion = (price: string) => ({ weight: "250", unit: "g" as const, price });

async function category(db: Db, tenant: Tenant, storeIndex: 0 | 1) {
  const c = contextOf(db, tenant.companyManager, NOW);
  const storeId = tenant.stores[storeIndex].id;
  const created = await createCategory(c, { storeId, section: "kitchen", parentId: null, names: { ru: "Супы" }, icon: null, iconUploadId: null, ...flags });
  const add = async (texts: Record<string, { title: string; description: string }>, extra: { hidden?: boolean; ageRestricted?: boolean; schedule?: typeof MORNINGS } = {}, prices = ["5"]) =>
    (await createItem(c, { storeId, categoryId: created.id, texts, photoId: null, portions: prices.map(portion), ...flags, ...extra })).id;
  const plain = await add({ ru: { title: "Борщ", description: "Свекла" }, en: { title: "Borscht", description: "Beets" } }, {}, ["5", "8.5"]);
  const marked = await add({ ru: { title: "Солянка", description: "" } }, { hidden: true, ageRestricted: true, schedule: MORNINGS }, ["7", "9"]);
  const morning = await add({ ru: { title: "Каша", description: "" } }, { schedule: MORNINGS });
  const englishOnly = await add({ ru: { title: "Овсянка", description: "" }, en: { title: "Porridge", description: "" } });
  // A primary text lost (a language dropped by hand): the row falls back to another language's title.
  await db.delete(itemTranslations).where(and(eq(itemTranslations.itemId, englishOnly), eq(itemTranslations.locale, "ru")));
  return { storeId, categoryId: created.id, ids: [plain, marked, morning, englishOnly] };
}

/** What a row shows, as the full loader (every language, every field) reads it. */
function shownOf(item: AdminItem) {
  const moving = Object.fromEntries(Object.entries(item.languages).filter(([, state]) => ["queued", "in_progress", "error"].includes(state.kind)));
  return {
    id: item.id,
    title: item.title,
    version: item.version,
    portions: item.portions,
    hidden: item.hidden,
    ageRestricted: item.ageRestricted,
    schedule: item.schedule,
    visibleNow: item.visibleNow,
    soldOut: item.soldOut,
    soldOutPortionIds: item.soldOutPortionIds,
    translation: item.translation,
    languages: moving,
  };
}

describe.each(engines())("a category's admin list rows on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let a: Awaited<ReturnType<typeof category>>;
  let aOther: Awaited<ReturnType<typeof category>>;
  let b: Awaited<ReturnType<typeof category>>;
  beforeAll(async () => {
    const { db } = world.database;
    await db.update(stores).set({ contentLocales: ["ru", "en", "zh"], timezone: "Europe/Minsk", workingHours: [{ days: [1, 2, 3, 4, 5, 6, 7], opens: "09:00", closes: "22:00" }] });
    a = await category(db, world.a, 0);
    aOther = await category(db, world.a, 1);
    b = await category(db, world.b, 0);
    const c = contextOf(db, world.a.storeManager, NOW);
    await setItemSoldOut(c, { storeId: a.storeId, itemId: a.ids[0]!, soldOut: true });
    const [, second] = (await listCategoryItems(c, { storeId: a.storeId, categoryId: a.categoryId }))[1]!.portions;
    await setItemSoldOut(c, { storeId: a.storeId, itemId: a.ids[1]!, portionId: second!.id, soldOut: true });
    // The English text of the first item waits for the engine; the third item's Chinese one failed.
    await db.update(itemTranslations).set({ status: "queued" }).where(and(eq(itemTranslations.itemId, a.ids[0]!), eq(itemTranslations.locale, "en")));
    await db.insert(itemTranslations).values({ itemId: a.ids[2]!, companyId: world.a.company.id, locale: "zh", title: "", status: "error", error: "engine down" });
  });
  const as = (user: Tenant["companyManager"]) => contextOf(world.database.db, user, NOW);

  it("shows every item in order as the full list reads it", async () => {
    const rows = await listItemListRows(as(world.a.storeManager), { storeId: a.storeId, categoryId: a.categoryId });
    const full = await listCategoryItems(as(world.a.storeManager), { storeId: a.storeId, categoryId: a.categoryId });
    expect(rows.map((row) => row.id)).toEqual(a.ids);
    const shown = rows.map((row) => ({
      id: row.id,
      title: row.title,
      version: row.version,
      portions: row.portions,
      hidden: row.hidden === true,
      ageRestricted: row.ageRestricted === true,
      schedule: row.schedule ?? null,
      visibleNow: !row.hidden && !row.outOfSchedule,
      soldOut: row.soldOut === true,
      soldOutPortionIds: row.soldOutPortionIds ?? [],
      translation: row.translation ?? "completed",
      languages: row.languages ?? {},
    }));
    expect(shown).toEqual(full.map(shownOf));
    expect(shown.map((row) => [row.title, row.soldOut, row.soldOutPortionIds.length, row.visibleNow, row.translation])).toEqual([
      ["Борщ", true, 0, true, "in_queue"],
      ["Солянка", false, 1, false, "completed"],
      ["Каша", false, 0, false, "failed"],
      ["Porridge", false, 0, true, "completed"],
    ]);
    expect(shown[0]!.languages).toEqual({ en: { kind: "queued" } });
    expect(shown[2]!.languages).toEqual({ zh: { kind: "error", reason: "engine down" } });
  });

  it("leaves out what is usual and what the client derives", async () => {
    const [, , , englishOnly] = await listItemListRows(as(world.a.storeManager), { storeId: a.storeId, categoryId: a.categoryId });
    expect(Object.keys(englishOnly!).sort()).toEqual(["id", "portions", "title", "version"]);
    expect(englishOnly!.portions).toEqual([{ id: expect.any(Number), weight: "250", unit: "g", price: "5.00" }]);
  });

  it("answers notFound for another company's category, another store's category and a store the actor may not enter", async () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => "answered", (error: unknown) => (error instanceof NotFoundError ? "notFound" : String(error)));
    expect(await refusal(listItemListRows(as(world.b.companyManager), { storeId: b.storeId, categoryId: a.categoryId }))).toBe("notFound");
    expect(await refusal(listItemListRows(as(world.b.companyManager), { storeId: a.storeId, categoryId: a.categoryId }))).toBe("notFound");
    expect(await refusal(listItemListRows(as(world.a.companyManager), { storeId: a.storeId, categoryId: aOther.categoryId }))).toBe("notFound");
    expect(await refusal(listItemListRows(as(world.a.storeManager), { storeId: aOther.storeId, categoryId: aOther.categoryId }))).toBe("notFound");
    expect((await listItemListRows(as(world.b.companyManager), { storeId: b.storeId, categoryId: b.categoryId })).map((row) => row.id)).toEqual(b.ids);
  });
});
