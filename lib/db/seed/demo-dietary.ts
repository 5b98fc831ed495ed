import type { Dietary } from "../../domain/dietary";

const marks = (dietary: Partial<Dietary>): Dietary => ({ allergens: {}, diets: [], spicy: 0, calories: null, badges: [], ...dietary });

/** What the demo's dishes hold and suit, by their English title: allergens, diets, spiciness, calories and badges to show. */
export const demoDietary: Record<string, Dietary> = {
  "Syrniki with sour cream": marks({ allergens: { milk: "contains", eggs: "contains", gluten: "contains" }, diets: ["vegetarian"], calories: 460 }),
  "Omelette with salmon": marks({ allergens: { eggs: "contains", fish: "contains", milk: "contains" }, diets: ["gluten_free"], calories: 390 }),
  "Greek salad": marks({ allergens: { milk: "contains" }, diets: ["vegetarian", "gluten_free"], calories: 280 }),
  "Shrimp and avocado salad": marks({ allergens: { crustaceans: "contains", sesame: "may_contain" }, diets: ["gluten_free"], badges: ["new"], calories: 340 }),
  "Borscht with garlic buns": marks({ allergens: { celery: "contains", gluten: "contains", milk: "may_contain" }, calories: 410 }),
  "Tom yum with prawns": marks({ allergens: { crustaceans: "contains", fish: "contains", soybeans: "contains" }, spicy: 3, calories: 300 }),
  "Pumpkin cream soup": marks({ allergens: { milk: "contains", nuts: "may_contain" }, diets: ["vegetarian", "gluten_free"], calories: 230 }),
  "Ribeye steak": marks({ diets: ["gluten_free"], badges: ["hit"], calories: 780 }),
  Margherita: marks({ allergens: { gluten: "contains", milk: "contains" }, diets: ["vegetarian"], calories: 820 }),
  Pepperoni: marks({ allergens: { gluten: "contains", milk: "contains", mustard: "may_contain" }, spicy: 1, calories: 940 }),
  "New York cheesecake": marks({ allergens: { milk: "contains", eggs: "contains", gluten: "contains", nuts: "may_contain" }, diets: ["vegetarian"], calories: 450 }),
  Tiramisu: marks({ allergens: { eggs: "contains", milk: "contains", gluten: "contains" }, diets: ["vegetarian"], badges: ["discount"], calories: 420 }),
  "Chocolate fondant": marks({ allergens: { eggs: "contains", milk: "contains", gluten: "contains", nuts: "may_contain" }, diets: ["vegetarian"], calories: 510 }),
  "Classic lemonade": marks({ diets: ["vegan", "vegetarian", "gluten_free"], calories: 120 }),
};
