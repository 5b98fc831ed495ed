import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { actionHistory } from "../../db/schema/history";
import { categoryTranslations, itemTranslations } from "../../db/schema/menu";
import { promotionCategoryTranslations, promotionTranslations } from "../../db/schema/promotions";
import { stores } from "../../db/schema/stores";
import { storeTables } from "../../db/schema/tables";
import { users } from "../../db/schema/users";
import type { Db } from "../../db/types";
import { historyObjectName } from "../../domain/history-label";

export interface NamedEntry {
  id: number;
  companyId: number;
  createdAt: Date;
  objectType: string;
  objectId: number | null;
  before: unknown;
  after: unknown;
}

/** What a history row names: its own object, or for a reordering (no object id) the category whose children moved. */
function target(entry: NamedEntry): { type: string; id: number } | null {
  if (entry.objectId !== null) return { type: entry.objectType === "setting" ? "store" : entry.objectType, id: entry.objectId };
  const categoryId = [entry.after, entry.before].map((doc) => (doc && typeof doc === "object" ? (doc as Record<string, unknown>).categoryId : null)).find((id) => typeof id === "number");
  return typeof categoryId === "number" ? { type: "category", id: categoryId } : null;
}

/**
 * The name each entry's object had at the time: from the entry's own snapshots, else from the nearest
 * earlier snapshot of the same object in the history (the nearest later one when none is earlier), else
 * the object's current name. A store's settings are named after the store.
 */
export async function historyObjectNames(db: Db, entries: readonly NamedEntry[], locale: string): Promise<Map<number, string | null>> {
  const names = new Map<number, string | null>();
  const open: { entry: NamedEntry; type: string; id: number }[] = [];
  for (const entry of entries) {
    const own = entry.objectId === null ? null : (historyObjectName(entry.after, locale) ?? historyObjectName(entry.before, locale));
    names.set(entry.id, own);
    const wanted = own ? null : target(entry);
    if (wanted) open.push({ entry, ...wanted });
  }
  if (open.length === 0) return names;
  const companyIds = [...new Set(open.map((item) => item.entry.companyId))];
  for (const type of new Set(open.map((item) => item.type))) {
    const ofType = open.filter((item) => item.type === type);
    const ids = [...new Set(ofType.map((item) => item.id))];
    const snapshots = await db
      .select({ objectId: actionHistory.objectId, createdAt: actionHistory.createdAt, before: actionHistory.before, after: actionHistory.after })
      .from(actionHistory)
      .where(and(inArray(actionHistory.companyId, companyIds), eq(actionHistory.objectType, type), inArray(actionHistory.objectId, ids)))
      .orderBy(asc(actionHistory.createdAt), asc(actionHistory.id));
    const named = snapshots
      .map((row) => ({ objectId: row.objectId, at: row.createdAt.getTime(), name: historyObjectName(row.after, locale) ?? historyObjectName(row.before, locale) }))
      .filter((row) => row.name !== null);
    const current = await currentNames(db, type, ids, companyIds, locale);
    for (const { entry, id } of ofType) {
      const same = named.filter((row) => row.objectId === id);
      const at = entry.createdAt.getTime();
      const earlier = same.filter((row) => row.at <= at).at(-1);
      names.set(entry.id, earlier?.name ?? same[0]?.name ?? current.get(id) ?? null);
    }
  }
  return names;
}

/** Where the translated objects keep their names: one row per locale. */
const translatedNames = {
  item: { table: itemTranslations, id: itemTranslations.itemId, name: itemTranslations.title },
  category: { table: categoryTranslations, id: categoryTranslations.categoryId, name: categoryTranslations.name },
  promotion: { table: promotionTranslations, id: promotionTranslations.promotionId, name: promotionTranslations.title },
  promotion_category: { table: promotionCategoryTranslations, id: promotionCategoryTranslations.promotionCategoryId, name: promotionCategoryTranslations.name },
} as const;

/** The present names of translated objects, preferring `locale`. */
async function translatedNamesOf(db: Db, type: keyof typeof translatedNames, ids: number[], companyIds: number[], locale: string) {
  const source: (typeof translatedNames)[keyof typeof translatedNames] = translatedNames[type];
  const rows = await db
    .select({ id: source.id, locale: source.table.locale, name: source.name })
    .from(source.table)
    .where(and(inArray(source.id, ids), inArray(source.table.companyId, companyIds)));
  const result = new Map<number, string>();
  for (const row of rows) if (row.name && (!result.has(row.id) || row.locale === locale)) result.set(row.id, row.name);
  return result;
}

/** The present names of objects of one type (only the company's own), preferring `locale`. */
async function currentNames(db: Db, type: string, ids: number[], companyIds: number[], locale: string): Promise<Map<number, string>> {
  if (type in translatedNames) return translatedNamesOf(db, type as keyof typeof translatedNames, ids, companyIds, locale);
  switch (type) {
    case "table":
      return new Map(
        (await db.select({ id: storeTables.id, name: storeTables.name }).from(storeTables).where(and(inArray(storeTables.id, ids), inArray(storeTables.companyId, companyIds)))).map(
          (row) => [row.id, row.name],
        ),
      );
    case "store":
      return new Map(
        (await db.select({ id: stores.id, name: stores.name }).from(stores).where(and(inArray(stores.id, ids), inArray(stores.companyId, companyIds)))).map((row) => [row.id, row.name]),
      );
    case "user": {
      const rows = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(inArray(users.id, ids), inArray(users.companyId, companyIds)));
      return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email]));
    }
    default:
      return new Map();
  }
}
