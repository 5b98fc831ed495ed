import type { Schedule } from "../db/schema/menu";
import type { Dietary } from "../domain/dietary";
import type { WorkingHours } from "../db/schema/stores";
import type { MenuSection } from "../domain/menu-sections";
import type { MenuItem } from "../domain/menu-tree";

/** An image ready to print: its data URL (read from storage, never fetched) and its size. */
export interface ExportImage {
  src: string;
  width: number;
  height: number;
}

export interface ExportPortion {
  /** the portion's id: the spreadsheet's hidden key an import matches rows by */
  id?: number;
  /** as stored: "250.000" or null */
  weight: string | null;
  unit: string;
  /** as stored: "12.50" */
  price: string;
  /** until when (epoch ms) it is sold out; a moment already past means available */
  soldOutUntil?: number | null;
}

/**
 * An item as it is printed or exported: the guest menu's item (so whatever its card's details show, the printed
 * menu shows too), its photo read into the document instead of linked.
 */
export interface ExportItem extends Omit<MenuItem, "kind" | "photoId" | "photo" | "portions" | "hidden" | "storedPhoto"> {
  id: number;
  title: string;
  /** markdown */
  description: string;
  portions: ExportPortion[];
  hidden: boolean;
  ageRestricted: boolean;
  schedule: Schedule | null;
  /** allergens, diets, spiciness, calories and badges as the owner marked them */
  dietary: Dietary;
  /** storage key of the photo variant to print, when the item has one */
  photoKey: string | null;
  photo: ExportImage | null;
}

/** A category or subcategory with its own items; `path` names it below the section ([] for the section itself). */
export interface ExportCategory {
  id: number;
  name: string;
  path: string[];
  /** 1 for a category, 2 for a subcategory, 0 for items placed on the section itself */
  depth: number;
  hidden: boolean;
  ageRestricted: boolean;
  schedule: Schedule | null;
  items: ExportItem[];
}

export interface ExportSection {
  id: number;
  section: MenuSection | null;
  name: string;
  ageRestricted: boolean;
  categories: ExportCategory[];
}

export interface ExportVenue {
  name: string;
  /** the store's URL key: Latin letters, digits, hyphens */
  urlKey: string;
  address: string;
  description: string;
  menuInfo: string;
  workingHours: WorkingHours[];
  phones: { phone: string; description: string }[];
  logoKey: string | null;
  logo: ExportImage | null;
}

/** A store's menu as it is printed or exported: one language, texts already along the guest-text fallback order. */
export interface MenuDocument {
  locale: string;
  direction: "ltr" | "rtl";
  currency: string;
  venue: ExportVenue;
  sections: ExportSection[];
}

/** Every item of the document, in reading order. */
export function documentItems(document: MenuDocument): ExportItem[] {
  return document.sections.flatMap((section) => section.categories.flatMap((category) => category.items));
}
