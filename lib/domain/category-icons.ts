/** Keys of the recommended category icons; the glyphs live in components/menu-admin/category-icon.tsx. */
export const CATEGORY_ICONS = [
  "kitchen",
  "breakfast",
  "salad",
  "soup",
  "hot",
  "meat",
  "fish",
  "pizza",
  "burger",
  "dessert",
  "drinks",
  "coffee",
  "tea",
  "lemonade",
  "cocktail",
  "beer",
  "wine",
  "hookah",
  "game",
  "console",
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

export function isCategoryIcon(value: unknown): value is CategoryIcon {
  return typeof value === "string" && (CATEGORY_ICONS as readonly string[]).includes(value);
}
