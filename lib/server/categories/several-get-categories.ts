import "server-only";
import { and, asc, inArray } from "drizzle-orm";
import { categories, categoryTranslations } from "../../db/schema/menu";
import type { SeveralGet } from "../../schemas/menu-common";
import type { ServerContext } from "../context";
import { recordColumns } from "../shared/record-columns";
import { actorScope } from "../tenancy/actor-scope";

/** Full records of the requested categories among the caller's stores; other ids are simply absent. */
export async function severalGetCategories(ctx: ServerContext, input: SeveralGet) {
  if (input.ids.length === 0) return [];
  const rows = await ctx.db
    .select(recordColumns(categories))
    .from(categories)
    .where(and(inArray(categories.id, input.ids), actorScope(ctx.actor, categories.companyId, categories.storeId)))
    .orderBy(asc(categories.id));
  if (rows.length === 0) return [];
  const translations = await ctx.db
    .select({
      categoryId: categoryTranslations.categoryId,
      companyId: categoryTranslations.companyId,
      locale: categoryTranslations.locale,
      name: categoryTranslations.name,
      status: categoryTranslations.status,
    })
    .from(categoryTranslations)
    .where(
      and(
        inArray(categoryTranslations.categoryId, rows.map((row) => row.id)),
        inArray(categoryTranslations.companyId, [...new Set(rows.map((row) => row.companyId))]),
      ),
    )
    .orderBy(asc(categoryTranslations.locale));
  return rows.map((row) => ({
    ...row,
    translations: translations
      .filter((entry) => entry.categoryId === row.id && entry.companyId === row.companyId)
      .map(({ locale, name, status }) => ({ locale, name, status })),
  }));
}
