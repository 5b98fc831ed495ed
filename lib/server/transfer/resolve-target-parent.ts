import "server-only";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { categories, categoryTranslations } from "../../db/schema/menu";
import type { ServerContext } from "../context";
import { copyCategory, endPosition, type TransferTarget } from "./copy-rows";
import type { CategoryContent, CategoryRow } from "./load-category-content";

const normal = (name: string) => name.trim().toLocaleLowerCase();

/** The target's super-category of the same section and type. */
async function matchingSuper(tx: ServerContext, storeId: number, source: CategoryRow): Promise<number | null> {
  const [row] = await tx.db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, storeId),
        isNull(categories.parentId),
        eq(categories.level, "super"),
        eq(categories.type, source.type),
        sql`${categories.section} is not distinct from ${source.section}`,
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(1);
  return row?.id ?? null;
}

/** The target's category under `parentId` that has the same name as `source` in some language. */
async function matchingByName(tx: ServerContext, storeId: number, parentId: number, source: CategoryRow, content: CategoryContent): Promise<number | null> {
  const wanted = new Map((content.names.get(source.id) ?? []).map(({ locale, name }) => [locale, normal(name)]));
  const siblings = await tx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.parentId, parentId), eq(categories.level, source.level)))
    .orderBy(asc(categories.position), asc(categories.id));
  if (siblings.length === 0 || wanted.size === 0) return null;
  const names = await tx.db
    .select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, name: categoryTranslations.name })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.categoryId, siblings.map((sibling) => sibling.id)));
  const hit = siblings.find((sibling) => names.some((name) => name.id === sibling.id && wanted.get(name.locale) === normal(name.name)));
  return hit?.id ?? null;
}

/**
 * Where a copied category goes in the target store: under the copies of its ancestors, found by
 * section (super-categories) or by name (categories), and created at the end when missing.
 * A super-category has no ancestors and goes to the top level.
 */
export async function resolveTargetParent(tx: ServerContext, target: TransferTarget, chain: CategoryRow[], content: CategoryContent): Promise<number | null> {
  let parentId: number | null = null;
  for (const ancestor of chain) {
    const found: number | null =
      parentId === null ? await matchingSuper(tx, target.storeId, ancestor) : await matchingByName(tx, target.storeId, parentId, ancestor, content);
    parentId = found ?? (await copyCategory(tx, target, ancestor, { parentId, position: await endPosition(tx, target.storeId, parentId) }, content));
  }
  return parentId;
}
