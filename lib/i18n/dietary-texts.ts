import type { DietaryTexts } from "../domain/dietary";

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * Allergens, diets, badges and the dietary sentences from the `menu` messages' `dietary`, read through `t`, a
 * translator for `menu`. Numbers go in as written ("350"), not in the language's digits.
 */
export function dietaryTexts(t: Translate): DietaryTexts {
  return {
    allergen: (code) => t(`dietary.allergens.${code}`),
    diet: (code) => t(`dietary.diets.${code}`),
    badge: (code) => t(`dietary.badges.${code}`),
    contains: (list) => t("dietary.contains", { list }),
    mayContain: (list) => t("dietary.mayContain", { list }),
    spicy: (level) => t("dietary.spicy", { level: String(level) }),
    calories: (calories) => t("dietary.calories", { calories: String(calories) }),
    listSeparator: t("daySeparator"),
  };
}
