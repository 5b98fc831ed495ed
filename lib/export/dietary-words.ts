import { ALLERGENS, type AllergenPresence, type Dietary, type DietaryTexts } from "../domain/dietary";

/** An item's dietary marks as words in the export's language, each list in the catalogue's order (lib/domain/dietary.ts). */
export interface DietaryNames {
  /** allergens it holds, "Milk, Eggs"; "" when none */
  contains: string;
  /** allergens it may hold as traces */
  mayContain: string;
  diets: string;
  badges: string;
}

export function dietaryNames(dietary: Dietary, words: DietaryTexts): DietaryNames {
  const allergens = (presence: AllergenPresence) =>
    ALLERGENS.filter((allergen) => dietary.allergens[allergen] === presence)
      .map((allergen) => words.allergen(allergen))
      .join(words.listSeparator);
  return {
    contains: allergens("contains"),
    mayContain: allergens("may_contain"),
    diets: dietary.diets.map((diet) => words.diet(diet)).join(words.listSeparator),
    badges: dietary.badges.map((badge) => words.badge(badge)).join(words.listSeparator),
  };
}
