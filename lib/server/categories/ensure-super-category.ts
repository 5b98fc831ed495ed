import "server-only";
import { and, eq, isNull, max } from "drizzle-orm";
import { categories, categoryTranslations } from "../../db/schema/menu";
import { SECTION_NAMES, SECTION_TYPE, type MenuSection } from "../../domain/menu-sections";
import type { ServerContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { findSuperCategory } from "./find-super-category";
import type { ScopedStore } from "../tenancy/scoped-store";

/** The section's super-category of the store, created with default names when the store has none yet. */
export async function ensureSuperCategory(tx: ServerContext, store: ScopedStore, section: MenuSection) {
  const existing = await findSuperCategory(tx.db, store, section);
  if (existing) return existing;
  const scope = and(eq(categories.storeId, store.id), eq(categories.companyId, store.companyId), isNull(categories.parentId));
  const [last] = await tx.db.select({ position: max(categories.position) }).from(categories).where(scope);
  const [row] = await tx.db
    .insert(categories)
    .values({
      companyId: store.companyId,
      storeId: store.id,
      level: "super",
      type: SECTION_TYPE[section],
      section,
      icon: section === "games" ? "game" : section,
      position: (last?.position ?? -1) + 1,
    })
    .returning();
  const names = store.contentLocales.map((locale) => ({
    categoryId: row!.id,
    companyId: store.companyId,
    locale,
    name: SECTION_NAMES[section][locale] ?? SECTION_NAMES[section].en!,
  }));
  await tx.db.insert(categoryTranslations).values(names);
  await recordStoreAction(tx, store, { event: "create", objectType: "category", objectId: row!.id, after: { ...row, names: Object.fromEntries(names.map((name) => [name.locale, name.name])) } });
  return row!;
}
