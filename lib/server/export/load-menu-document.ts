import { and, asc, eq, inArray } from "drizzle-orm";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../../db/schema/menu";
import { stores } from "../../db/schema/stores";
import { uploads, type ImageVariant } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import type { MenuSection } from "../../domain/menu-sections";
import type { ExportCategory, ExportItem, ExportPortion, ExportSection, MenuDocument } from "../../export/menu-document";
import { localeDirection, type ContentLocale } from "../../i18n/locales";
import { pickTranslations, textFallbackOrder } from "../../i18n/text-fallback";
import { NotFoundError } from "../context";
import { loadVenueTranslations, venueTexts } from "../menu/venue-texts";

export interface MenuDocumentOptions {
  locale: ContentLocale;
  /** sections to include, in the menu's own order; all when left out */
  sections?: readonly MenuSection[];
  includeHidden: boolean;
  withPhotos: boolean;
}

/** Width of the photo variant to print: about 26 mm at 300 dpi. */
const PHOTO_WIDTH = 320;
const LOGO_WIDTH = 480;

/** The smallest variant at least `width` wide, else the largest (variants are kept smallest first). */
export function printVariant(variants: readonly ImageVariant[] | null | undefined, width: number): string | null {
  if (!variants?.length) return null;
  return (variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1]!).key;
}

type CategoryRow = typeof categories.$inferSelect;

/**
 * A store's menu in one language for print or a spreadsheet: texts along the guest-text fallback
 * order (lib/i18n/text-fallback.ts), hidden categories and items only when asked for, photos named
 * by their storage keys (read later). The caller has checked the actor may see `storeId`.
 */
export async function loadMenuDocument(db: Db, storeId: number, options: MenuDocumentOptions): Promise<MenuDocument> {
  const [store] = await db
    .select({
      id: stores.id,
      name: stores.name,
      urlKey: stores.urlKey,
      address: stores.address,
      description: stores.description,
      menuInfo: stores.menuInfo,
      phones: stores.phones,
      workingHours: stores.workingHours,
      currency: stores.currency,
      primaryLocale: stores.primaryLocale,
      contentLocales: stores.contentLocales,
      logo: uploads.variants,
    })
    .from(stores)
    .leftJoin(uploads, and(eq(uploads.id, stores.logoLightId), eq(uploads.storeId, stores.id)))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw new NotFoundError();
  const locales = textFallbackOrder(options.locale, store);
  const visibleOnly = options.includeHidden ? [] : [eq(categories.hidden, false)];
  const visibleItems = options.includeHidden ? [] : [eq(items.hidden, false)];
  const [categoryRows, categoryNames, itemRows, itemTexts, portionRows, translations] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, storeId), ...visibleOnly))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: categoryTranslations.categoryId, locale: categoryTranslations.locale, name: categoryTranslations.name })
      .from(categoryTranslations)
      .innerJoin(categories, eq(categories.id, categoryTranslations.categoryId))
      .where(and(eq(categories.storeId, storeId), inArray(categoryTranslations.locale, locales))),
    db
      .select({ item: items, photo: uploads.variants })
      .from(items)
      .leftJoin(uploads, eq(uploads.id, items.photoId))
      .where(and(eq(items.storeId, storeId), ...visibleItems))
      .orderBy(asc(items.position), asc(items.id)),
    db
      .select({ id: itemTranslations.itemId, locale: itemTranslations.locale, title: itemTranslations.title, description: itemTranslations.description })
      .from(itemTranslations)
      .innerJoin(items, eq(items.id, itemTranslations.itemId))
      .where(and(eq(items.storeId, storeId), inArray(itemTranslations.locale, locales))),
    db
      .select({ itemId: portions.itemId, weight: portions.weight, unit: portions.unit, price: portions.price })
      .from(portions)
      .innerJoin(items, eq(items.id, portions.itemId))
      .where(eq(items.storeId, storeId))
      .orderBy(asc(portions.position), asc(portions.id)),
    loadVenueTranslations(db, store),
  ]);

  const names = pickTranslations(categoryNames, locales, ["name"]);
  const texts = pickTranslations(itemTexts, locales, ["title", "description"]);
  const portionsByItem = new Map<number, ExportPortion[]>();
  for (const { itemId, ...portion } of portionRows) portionsByItem.set(itemId, [...(portionsByItem.get(itemId) ?? []), portion]);
  const itemsByCategory = new Map<number, ExportItem[]>();
  for (const { item, photo } of itemRows) {
    const text = texts.get(item.id);
    const list = itemsByCategory.get(item.categoryId) ?? [];
    list.push({
      id: item.id,
      title: text?.title ?? "",
      description: text?.description ?? "",
      portions: portionsByItem.get(item.id) ?? [],
      hidden: item.hidden,
      ageRestricted: item.ageRestricted,
      schedule: item.schedule,
      photoKey: options.withPhotos ? printVariant(photo, PHOTO_WIDTH) : null,
      photo: null,
    });
    itemsByCategory.set(item.categoryId, list);
  }
  const children = new Map<number, CategoryRow[]>();
  for (const row of categoryRows) if (row.parentId !== null) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const nameOf = (row: CategoryRow) => names.get(row.id)?.name ?? "";

  const flatten = (row: CategoryRow, path: string[], depth: number, hidden: boolean, seen: Set<number>): ExportCategory[] => {
    if (seen.has(row.id)) return [];
    seen.add(row.id);
    const own: ExportCategory = {
      id: row.id,
      name: nameOf(row),
      path,
      depth,
      hidden: hidden || row.hidden,
      ageRestricted: row.ageRestricted,
      schedule: row.schedule,
      items: itemsByCategory.get(row.id) ?? [],
    };
    const below = (children.get(row.id) ?? []).flatMap((child) => flatten(child, [...path, nameOf(child)], depth + 1, own.hidden, seen));
    return below.some((category) => category.items.length) || own.items.length ? [own, ...below] : [];
  };

  const wanted = options.sections ? new Set<string>(options.sections) : null;
  const sections: ExportSection[] = categoryRows
    .filter((row) => row.parentId === null && (!wanted || (row.section !== null && wanted.has(row.section))))
    .map((row) => {
      const categories = flatten(row, [], 0, false, new Set());
      return { id: row.id, section: row.section, name: nameOf(row), ageRestricted: row.ageRestricted, categories };
    })
    .filter((section) => section.categories.some((category) => category.items.length));

  const venue = venueTexts(store, translations, options.locale);
  return {
    locale: options.locale,
    direction: localeDirection(options.locale),
    currency: store.currency,
    venue: {
      name: store.name,
      urlKey: store.urlKey,
      address: venue.address,
      description: venue.description,
      menuInfo: venue.menuInfo,
      workingHours: store.workingHours,
      phones: venue.phones,
      logoKey: printVariant(store.logo, LOGO_WIDTH),
      logo: null,
    },
    sections,
  };
}
