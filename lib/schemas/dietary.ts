import { z } from "zod";
import { ALLERGEN_PRESENCE, ALLERGENS, DIETS, ITEM_BADGES, MAX_SPICY } from "../domain/dietary";

/** Calories of one portion an owner may give: up to 10,000 kcal. */
export const MAX_CALORIES = 10_000;

export const zDietary = z.object({
  allergens: z.partialRecord(z.enum(ALLERGENS), z.enum(ALLERGEN_PRESENCE)),
  diets: z.array(z.enum(DIETS)).max(DIETS.length),
  spicy: z.number().int().min(0).max(MAX_SPICY, { error: "invalidValue" }),
  calories: z.number({ error: "invalidValue" }).int({ error: "invalidValue" }).min(0, { error: "invalidValue" }).max(MAX_CALORIES, { error: "invalidValue" }).nullable(),
  badges: z.array(z.enum(ITEM_BADGES)).max(ITEM_BADGES.length),
});
