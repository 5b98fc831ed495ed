export const MENU_SECTIONS = ["kitchen", "drinks", "hookah", "games"] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export type CategoryType = "products" | "hookahs" | "entertainment";
export type ItemKind = "product" | "hookah" | "game";

export const SECTION_TYPE: Record<MenuSection, CategoryType> = {
  kitchen: "products",
  drinks: "products",
  hookah: "hookahs",
  games: "entertainment",
};

export const ITEM_KIND: Record<CategoryType, ItemKind> = { products: "product", hookahs: "hookah", entertainment: "game" };

/** Names given to a section's super-category when a store's first category in it is created. */
export const SECTION_NAMES: Record<MenuSection, Record<string, string>> = {
  kitchen: { ru: "Кухня", en: "Kitchen", zh: "厨房", tr: "Mutfak", fr: "Cuisine", ar: "المطبخ" },
  drinks: { ru: "Напитки", en: "Drinks", zh: "饮品", tr: "İçecekler", fr: "Boissons", ar: "المشروبات" },
  hookah: { ru: "Кальяны", en: "Hookahs", zh: "水烟", tr: "Nargile", fr: "Chichas", ar: "الشيشة" },
  games: { ru: "Игры", en: "Games", zh: "游戏", tr: "Oyunlar", fr: "Jeux", ar: "الألعاب" },
};

export function isMenuSection(value: unknown): value is MenuSection {
  return typeof value === "string" && (MENU_SECTIONS as readonly string[]).includes(value);
}
