import "server-only";
import type { StoreContext } from "../context";
import type { AdminItemRow } from "./item-dto";
import { listCategoryItems } from "./list-category-items";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** A category's items in order as its admin list shows them: texts in the primary language only, the edit form reads the rest. */
export const listItemRows = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: { storeId: number; categoryId: number }): Promise<AdminItemRow[]> => {
  const primary = ctx.store.primaryLocale;
  return (await listCategoryItems.run(ctx, input)).map((item) => {
    const text = item.texts[primary];
    return {
      id: item.id,
      kind: item.kind,
      title: item.title,
      texts: text ? { [primary]: text } : {},
      photo: item.photo,
      portions: item.portions,
      hidden: item.hidden,
      ageRestricted: item.ageRestricted,
      dietary: item.dietary,
      schedule: item.schedule,
      version: item.version,
      soldOut: item.soldOut,
      soldOutPortionIds: item.soldOutPortionIds,
      visibleNow: item.visibleNow,
      translation: item.translation,
      languages: item.languages,
    };
  });
});
