import type { MenuTexts } from "@/components/menu/html/item-html";
import { NO_DIETARY } from "@/lib/domain/dietary";
import { UNIT_CODES } from "@/lib/domain/portion-label";
import type { MenuItem } from "@/lib/domain/menu-tree";

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
