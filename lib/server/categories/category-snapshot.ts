import "server-only";
import { and, eq } from "drizzle-orm";
import { categories, categoryTranslations } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { NotFoundError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";

/** A category with its names as history keeps it (before/after of a change). */
export async function categorySnapshot(db: Db, store: ScopedStore, categoryId: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.storeId, store.id), eq(categories.companyId, store.companyId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  const names = await db
    .select({ locale: categoryTranslations.locale, name: categoryTranslations.name })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.categoryId, row.id), eq(categoryTranslations.companyId, store.companyId)));
  return {
    id: row.id,
    parentId: row.parentId,
    level: row.level,
    type: row.type,
    section: row.section,
    icon: row.icon,
    iconUploadId: row.iconUploadId,
    hidden: row.hidden,
    ageRestricted: row.ageRestricted,
    schedule: row.schedule,
    position: row.position,
    version: row.version,
    names: Object.fromEntries(names.map((entry) => [entry.locale, entry.name])),
  };
}
