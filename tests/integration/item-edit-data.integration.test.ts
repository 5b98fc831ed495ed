import { describe, expect, it, beforeAll } from "vitest";
import { NotFoundError } from "@/lib/server/context";
import { createCategory } from "@/lib/server/categories/create-category";
import { createItem } from "@/lib/server/items/create-item";
import { getItemForEdit } from "@/lib/server/items/get-item-for-edit";
import { listCategoryItems } from "@/lib/server/items/list-category-items";
import { listItemRows } from "@/lib/server/items/list-item-rows";
import type { Db } from "@/lib/db/types";
import { stores } from "@/lib/db/schema";
import { engines } from "../support/engines";
import { rivalTenants } from "../support/rival-tenants";
import { contextOf, type Tenant } from "../support/tenants";

const flags = { hidden: false, ageRestricted: false, schedule: null };

async function kitchen(db: Db, tenant: Tenant, storeIndex: 0 | 1) {
  const c = contextOf(db, tenant.companyManager);
  const storeId = tenant.stores[storeIndex].id;
  const category = await createCategory(c, { storeId, section: "kitchen", parentId: null, names: { ru: "Супы" }, icon: null, iconUploadId: null, ...flags });
  const ids: number[] = [];
  for (const [ru, en] of [["Борщ", "Borscht"], ["Солянка", "Solyanka"]] as const) {
    const texts = { ru: { title: ru, description: `${ru}: описание` }, en: { title: en, description: `${en}: description` } };
    ids.push((await createItem(c, { storeId, categoryId: category.id, texts, photoId: null, portions: [{ weight: "300", unit: "g", price: "7.50" }], ...flags })).id);
  }
  return { storeId, categoryId: category.id, ids };
}

describe.each(engines())("a category's list rows and an item's edit data on $engine", ({ create }) => {
  const world = rivalTenants(create);
  let a: Awaited<ReturnType<typeof kitchen>>;
  let aOther: Awaited<ReturnType<typeof kitchen>>;
  let b: Awaited<ReturnType<typeof kitchen>>;
  beforeAll(async () => {
    await world.database.db.update(stores).set({ contentLocales: ["ru", "en"] });
    a = await kitchen(world.database.db, world.a, 0);
    aOther = await kitchen(world.database.db, world.a, 1);
    b = await kitchen(world.database.db, world.b, 0);
  });
  const as = (user: Tenant["companyManager"]) => contextOf(world.database.db, user);

  it("lists the rows in order with the primary language's texts only", async () => {
    const rows = await listItemRows(as(world.a.storeManager), { storeId: a.storeId, categoryId: a.categoryId });
    expect(rows.map((row) => row.id)).toEqual(a.ids);
    expect(rows[0]).toMatchObject({ title: "Борщ", texts: { ru: { title: "Борщ", description: "Борщ: описание" } }, portions: [{ weight: "300", price: "7.50" }] });
    expect(rows.map((row) => Object.keys(row.texts))).toEqual([["ru"], ["ru"]]);
  });

  it("reads one item's every language for its edit form, as the full list has it", async () => {
    const item = await getItemForEdit(as(world.a.storeManager), { storeId: a.storeId, itemId: a.ids[1]! });
    expect(item.texts).toEqual({ ru: { title: "Солянка", description: "Солянка: описание" }, en: { title: "Solyanka", description: "Solyanka: description" } });
    const listed = (await listCategoryItems(as(world.a.storeManager), { storeId: a.storeId, categoryId: a.categoryId }))[1];
    expect(item).toEqual(listed);
  });

  it("answers notFound for another company's item, another store's item and a store the actor may not enter", async () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => "answered", (error: unknown) => (error instanceof NotFoundError ? "notFound" : String(error)));
    expect(await refusal(getItemForEdit(as(world.b.companyManager), { storeId: b.storeId, itemId: a.ids[0]! }))).toBe("notFound");
    expect(await refusal(getItemForEdit(as(world.b.companyManager), { storeId: a.storeId, itemId: a.ids[0]! }))).toBe("notFound");
    expect(await refusal(getItemForEdit(as(world.a.companyManager), { storeId: a.storeId, itemId: aOther.ids[0]! }))).toBe("notFound");
    expect(await refusal(getItemForEdit(as(world.a.storeManager), { storeId: aOther.storeId, itemId: aOther.ids[0]! }))).toBe("notFound");
    expect(await refusal(listItemRows(as(world.b.companyManager), { storeId: b.storeId, categoryId: a.categoryId }))).toBe("notFound");
    expect(await refusal(listItemRows(as(world.a.storeManager), { storeId: aOther.storeId, categoryId: aOther.categoryId }))).toBe("notFound");
  });
});
