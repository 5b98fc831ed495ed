import type { MenuTexts } from "@/lib/views/menu/menu-texts-of";
import { NO_DIETARY } from "@/lib/domain/dietary";
import { UNIT_CODES } from "@/lib/domain/portion-label";
import type { MenuCategory, MenuItem } from "@/lib/domain/menu-tree";
import { h } from "preact";
import { ItemDetails } from "@/lib/views/menu/item-details";
import { MenuCard } from "@/lib/views/menu/menu-card";
import { MenuSections } from "@/lib/views/menu/menu-sections";
import type { PhotoPriority } from "@/lib/views/menu/photo";
import { renderHtml } from "@/lib/html/render-html";

/** The menu markup's interface texts as plain, predictable English, for tests of the markup. */
export const testMenuTexts: MenuTexts = {
  locale: "en",
  price: (price) => `${price} BYN`,
  units: UNIT_CODES,
  addToList: (title, portion) => `Add ${title}, ${portion} to the list`,
  ageRestricted: "18+",
  showAdultContent: "Show 18+ content",
  dietary: {
    allergen: (code) => `allergen ${code}`,
    diet: (code) => `diet ${code}`,
    badge: (code) => `badge ${code}`,
    contains: (list) => `Contains: ${list}`,
    mayContain: (list) => `May contain: ${list}`,
    spicy: (level) => `Spiciness ${level} of 3`,
    calories: (calories) => `${calories} kcal`,
    listSeparator: ", ",
  },
  soldOut: "Sold out",
};

/** A guest menu item ("Soup", one 300 g portion) with `overrides`. */
export const testMenuItem = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  id: 7,
  kind: "product",
  title: "Soup",
  description: "",
  photoId: null,
  photo: null,
  ageRestricted: false,
  schedule: null,
  portions: [{ id: 70, weight: "300.000", unit: "g", price: "12.50" }],
  dietary: NO_DIETARY,
  ...overrides,
});

/** An item's card as the guest page renders it. */
export const cardHtml = (item: MenuItem, texts: MenuTexts, priority: PhotoPriority) => renderHtml(h(MenuCard, { item, texts, priority }));

/** An item's description, dietary information and portions as the card and the product dialog render them. */
export const detailsHtml = (item: MenuItem, texts: MenuTexts) => renderHtml(h(ItemDetails, { item, texts }));

/** The menu's sections, categories and cards as the guest page renders them. */
export const sectionsHtml = (tree: MenuCategory[], texts: MenuTexts) => renderHtml(h(MenuSections, { tree, texts }));
