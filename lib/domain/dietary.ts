/** The 14 allergens food labels must name in the EU (Regulation 1169/2011, Annex II). */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Whether an item has an allergen as an ingredient or may carry traces of it. */
export const ALLERGEN_PRESENCE = ["contains", "may_contain"] as const;
export type AllergenPresence = (typeof ALLERGEN_PRESENCE)[number];

export const DIETS = ["vegetarian", "vegan", "gluten_free", "halal"] as const;
export type Diet = (typeof DIETS)[number];

export const ITEM_BADGES = ["new", "hit", "discount"] as const;
export type ItemBadge = (typeof ITEM_BADGES)[number];

export const MAX_SPICY = 3;

/** What an item holds and suits, as the owner marks it. */
export interface Dietary {
  allergens: Partial<Record<Allergen, AllergenPresence>>;
  diets: Diet[];
  /** 0 mild … 3 very hot */
  spicy: number;
  /** kilocalories of one portion, when the owner gives them */
  calories: number | null;
  badges: ItemBadge[];
}

/** An item's dietary marks in words, in the guest's or the exported menu's language (messages/{locale}/menu.json, `dietary`). */
export interface DietaryTexts {
  allergen(code: Allergen): string;
  diet(code: Diet): string;
  badge(code: ItemBadge): string;
  /** "Contains: milk, eggs" */
  contains(list: string): string;
  /** "May contain: nuts" */
  mayContain(list: string): string;
  /** "Spiciness 2 of 3" */
  spicy(level: number): string;
  /** "350 kcal" */
  calories(calories: number): string;
  listSeparator: string;
}

export const NO_DIETARY: Dietary = { allergens: {}, diets: [], spicy: 0, calories: null, badges: [] };

/** schema.org's RestrictedDiet of each diet, for the menu's JSON-LD. */
export const SCHEMA_ORG_DIETS: Record<Diet, string> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  gluten_free: "https://schema.org/GlutenFreeDiet",
  halal: "https://schema.org/HalalDiet",
};

/** A guest's menu filter: only items suiting every chosen diet, none holding (even as traces) an avoided allergen. */
export interface DietaryFilter {
  diets: readonly Diet[];
  avoid: readonly Allergen[];
}

export function suitsFilter(dietary: Pick<Dietary, "allergens" | "diets">, filter: DietaryFilter): boolean {
  return filter.diets.every((diet) => dietary.diets.includes(diet)) && filter.avoid.every((allergen) => dietary.allergens[allergen] === undefined);
}
