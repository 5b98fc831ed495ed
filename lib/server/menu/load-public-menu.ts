import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../../db/schema/menu";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import { toMenuImage } from "./menu-image";
import type { MenuCategory, MenuPortion } from "../../domain/menu-tree";
import { pickTranslations, textFallbackOrder, type TextLocales } from "../../i18n/text-fallback";
import { currentTexts } from "./current-texts";

// The guest page's HTML renderers still take these types from here until they import lib/domain/menu-tree.
export type { MenuCategory, MenuImage, MenuItem } from "../../domain/menu-tree";

/** What the owner's export asks beyond the guest menu; the guest page passes none. */
export interface PublicMenuOptions {
  /** hidden categories and items too, each marked `hidden` */
  includeHidden?: boolean;
  /** only the sections (top-level categories) of these kinds */
  sections?: readonly string[];
  /** "page": images as the guest page shows them (the default); "stored": storage keys to read them from; "none" */
  photos?: "page" | "stored" | "none";
}

/**
 * The visible (not hidden) menu tree of a store in one language; texts missing in it, or outdated
 * while the venue shows current texts only, follow the guest-text fallback order
 * (lib/i18n/text-fallback.ts) of the store's languages. `options` widen it for the owner's export.
 */
export async function loadPublicMenu(
  db: Db,
  storeId: number,
  locale: string,
  store: TextLocales | string,
  options: PublicMenuOptions = {},
): Promise<MenuCategory[]> {
  const locales = textFallbackOrder(locale, store);
  const visibleCategories = options.includeHidden ? [] : [eq(categories.hidden, false)];
  const visibleItems = options.includeHidden ? [] : [eq(items.hidden, false)];
  const photos = options.photos ?? "page";
  const [categoryRows, categoryNameRows, itemRows, itemTextRows, current] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, storeId), ...visibleCategories))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({
        id: categoryTranslations.categoryId,
        locale: categoryTranslations.locale,
        name: categoryTranslations.name,
        machine: categoryTranslations.machine,
        sources: categoryTranslations.sources,
      })
      .from(categoryTranslations)
      .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
      .where(and(eq(categories.storeId, storeId), inArray(categoryTranslations.locale, locales))),
    db
      .select({ item: items, photo: { width: uploads.width, height: uploads.height, variants: uploads.variants } })
      .from(items)
      .leftJoin(uploads, eq(uploads.id, items.photoId))
      .where(and(eq(items.storeId, storeId), ...visibleItems))
      .orderBy(asc(items.position), asc(items.id)),
    db
      .select({
        id: itemTranslations.itemId,
        locale: itemTranslations.locale,
        title: itemTranslations.title,
        description: itemTranslations.description,
        machine: itemTranslations.machine,
        sources: itemTranslations.sources,
      })
      .from(itemTranslations)
      .innerJoin(items, eq(items.id, itemTranslations.itemId))
      .where(and(eq(items.storeId, storeId), inArray(itemTranslations.locale, locales))),
    currentTexts(db, storeId),
  ]);
  const categoryNames = current(categoryNameRows, ["name"]);
  const itemTexts = current(itemTextRows, ["title", "description"]);
  const portionRows = itemRows.length
    ? await db
        .select()
        .from(portions)
        .innerJoin(items, eq(items.id, portions.itemId))
        .where(eq(items.storeId, storeId))
        .orderBy(asc(portions.position), asc(portions.id))
    : [];

  const names = pickTranslations(categoryNames, locales, ["name"]);
  const texts = pickTranslations(itemTexts, locales, ["title", "description"]);
  const portionsByItem = new Map<number, MenuPortion[]>();
  for (const { portions: p } of portionRows) {
    const list = portionsByItem.get(p.itemId) ?? [];
    list.push({ id: p.id, weight: p.weight, unit: p.unit, price: p.price, soldOutUntil: p.soldOutUntil?.getTime() ?? null });
    portionsByItem.set(p.itemId, list);
  }
  const nodes = new Map<number, MenuCategory>();
  for (const row of categoryRows) {
    nodes.set(row.id, {
      id: row.id,
      level: row.level,
      section: row.section,
      icon: row.icon,
      name: names.get(row.id)?.name ?? "",
      ageRestricted: row.ageRestricted,
      schedule: row.schedule,
      items: [],
      children: [],
      ...(options.includeHidden ? { hidden: row.hidden } : {}),
    });
  }
  for (const { item: row, photo } of itemRows) {
    const text = texts.get(row.id);
    nodes.get(row.categoryId)?.items.push({
      id: row.id,
      kind: row.kind,
      title: text?.title ?? "",
      description: text?.description ?? "",
      photoId: row.photoId,
      photo: photo && photos === "page" ? toMenuImage(photo) : null,
      ageRestricted: row.ageRestricted,
      schedule: row.schedule,
      portions: portionsByItem.get(row.id) ?? [],
      dietary: row.dietary,
      soldOutUntil: row.soldOutUntil?.getTime() ?? null,
      ...(options.includeHidden ? { hidden: row.hidden } : {}),
      ...(photos === "stored" ? { storedPhoto: photo?.variants.length ? photo.variants : null } : {}),
    });
  }
  const roots: MenuCategory[] = [];
  const wanted = options.sections ? new Set(options.sections) : null;
  for (const row of categoryRows) {
    const node = nodes.get(row.id)!;
    if (row.parentId !== null) nodes.get(row.parentId)?.children.push(node);
    else if (!wanted || (row.section !== null && wanted.has(row.section))) roots.push(node);
  }
  return roots;
}
