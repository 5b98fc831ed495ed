import "server-only";
import type { MenuCategory, MenuItem } from "../menu/load-public-menu";
import { printVariant } from "./print-variant";
import type { ExportCategory, ExportItem, ExportSection, ExportVenue, MenuDocument } from "../../export/menu-document";
import type { ContentLocale } from "../../i18n/locales";
import { localeDirection } from "../../i18n/locales";

/** Width of the photo variant to print: about 26 mm at 300 dpi. */
const PHOTO_WIDTH = 320;

/** The guest menu's item as it is, so what its card shows the printed menu shows; its photo is read in later. */
function exportItem(item: MenuItem, withPhotos: boolean): ExportItem {
  return {
    ...item,
    portions: item.portions.map(({ id, weight, unit, price, soldOutUntil }) => ({ id, weight, unit, price, soldOutUntil })),
    hidden: item.hidden ?? false,
    photoKey: withPhotos ? printVariant(item.storedPhoto, PHOTO_WIDTH) : null,
    photo: null,
  };
}

/** A category and those below it in reading order, each with its own items; branches without any item are left out. */
function flatten(category: MenuCategory, path: string[], depth: number, hidden: boolean, withPhotos: boolean): ExportCategory[] {
  const own: ExportCategory = {
    id: category.id,
    name: category.name,
    path,
    depth,
    hidden: hidden || (category.hidden ?? false),
    ageRestricted: category.ageRestricted,
    schedule: category.schedule,
    items: category.items.map((item) => exportItem(item, withPhotos)),
  };
  const below = category.children.flatMap((child) => flatten(child, [...path, child.name], depth + 1, own.hidden, withPhotos));
  return own.items.length || below.some((entry) => entry.items.length) ? [own, ...below] : [];
}

/**
 * The guest menu's tree (lib/server/menu/load-public-menu.ts) as a printed or exported document:
 * each section's categories flattened in reading order, hidden ones marked, empty ones left out.
 */
export function documentFromMenu(tree: MenuCategory[], venue: ExportVenue, currency: string, locale: ContentLocale, withPhotos: boolean): MenuDocument {
  const sections: ExportSection[] = tree
    .map((root) => ({
      id: root.id,
      section: root.section as ExportSection["section"],
      name: root.name,
      ageRestricted: root.ageRestricted,
      categories: flatten(root, [], 0, false, withPhotos),
    }))
    .filter((section) => section.categories.some((category) => category.items.length));
  return { locale, direction: localeDirection(locale), currency, venue, sections };
}
