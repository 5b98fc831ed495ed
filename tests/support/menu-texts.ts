import type { MenuTexts } from "@/components/menu/html/item-html";

/** The menu markup's interface texts as plain, predictable English, for tests of the markup. */
export const testMenuTexts: MenuTexts = {
  locale: "en",
  price: (price) => `${price} BYN`,
  unit: (code) => code,
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
