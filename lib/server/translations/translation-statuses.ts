import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { items, itemTranslations } from "../../db/schema/menu";
import { entityStatus, type PolledStatus, type TextStatus } from "../../domain/translations/entity-status";
import type { TranslationStatuses } from "../../schemas/translations";
import type { ServerContext } from "../context";
import { actorScope } from "../tenancy/actor-scope";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/** SPEC §7: the translation state of each requested entity among the caller's stores; other ids are absent. */
export async function translationStatuses(ctx: ServerContext, input: TranslationStatuses): Promise<{ id: number; status: PolledStatus }[]> {
  if (input.ids.length === 0) return [];
  const source = TRANSLATABLE_TABLES[input.type];
  const entity = source.entity as typeof items;
  const texts = source.texts as typeof itemTranslations;
  const ref = source.ref as typeof itemTranslations.itemId;
  const rows = await ctx.db
    .select({ id: entity.id, status: texts.status })
    .from(entity)
    .leftJoin(texts, and(eq(ref, entity.id), eq(texts.companyId, entity.companyId)))
    .where(and(inArray(entity.id, input.ids), actorScope(ctx.actor, entity.companyId, entity.storeId)))
    .orderBy(asc(entity.id));
  const statuses = new Map<number, TextStatus[]>();
  for (const row of rows) {
    const list = statuses.get(row.id) ?? [];
    if (row.status) list.push(row.status);
    statuses.set(row.id, list);
  }
  return [...statuses].map(([id, list]) => ({ id, status: entityStatus(list) }));
}
