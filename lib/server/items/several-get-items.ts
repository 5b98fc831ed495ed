import "server-only";
import { and, asc, inArray } from "drizzle-orm";
import { items, itemTranslations, portions } from "../../db/schema/menu";
import type { SeveralGet } from "../../schemas/menu-common";
import { recordColumns } from "../shared/record-columns";
import { actorScope } from "../tenancy/actor-scope";
import type { ServerContext } from "../context";

/** Full records (texts and portions) of the requested items among the caller's stores; other ids are absent. */
export async function severalGetItems(ctx: ServerContext, input: SeveralGet) {
  if (input.ids.length === 0) return [];
  const rows = await ctx.db
    .select(recordColumns(items))
    .from(items)
    .where(and(inArray(items.id, input.ids), actorScope(ctx.actor, items.companyId, items.storeId)))
    .orderBy(asc(items.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const companies = [...new Set(rows.map((row) => row.companyId))];
  const [texts, portionRows] = await Promise.all([
    ctx.db
      .select({
        itemId: itemTranslations.itemId,
        locale: itemTranslations.locale,
        title: itemTranslations.title,
        description: itemTranslations.description,
        status: itemTranslations.status,
      })
      .from(itemTranslations)
      .where(and(inArray(itemTranslations.itemId, ids), inArray(itemTranslations.companyId, companies)))
      .orderBy(asc(itemTranslations.locale)),
    ctx.db
      .select({ itemId: portions.itemId, id: portions.id, weight: portions.weight, unit: portions.unit, price: portions.price, position: portions.position })
      .from(portions)
      .where(and(inArray(portions.itemId, ids), inArray(portions.companyId, companies)))
      .orderBy(asc(portions.position), asc(portions.id)),
  ]);
  return rows.map((row) => ({
    ...row,
    translations: texts
      .filter((text) => text.itemId === row.id)
      .map(({ locale, title, description, status }) => ({ locale, title, description, status })),
    portions: portionRows
      .filter((portion) => portion.itemId === row.id)
      .map(({ id, weight, unit, price, position }) => ({ id, weight, unit, price, position })),
  }));
}
