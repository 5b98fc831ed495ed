import { type Allergen, ALLERGENS, type Diet, type Dietary, type ItemBadge } from "@/lib/domain/dietary";
import { escapeHtml } from "@/lib/html/escape-html";

/** The dietary texts of the menu in the guest's language. */
export interface DietaryTexts {
  allergen(code: Allergen): string;
  diet(code: Diet): string;
  badge(code: ItemBadge): string;
  contains(list: string): string;
  mayContain(list: string): string;
  spicy(level: number): string;
  calories(calories: number): string;
  listSeparator: string;
}

const chip = (kind: string, text: string) => `<li class="menu-tag menu-tag-${kind}">${escapeHtml(text)}</li>`;

/** What the guest filter reads from an item's card: the diets it suits and every allergen it holds, even as traces. */
export function dietaryAttributes(dietary: Dietary): Record<string, string | undefined> {
  const allergens = ALLERGENS.filter((allergen) => dietary.allergens[allergen] !== undefined);
  return {
    "data-diets": dietary.diets.length > 0 ? dietary.diets.join(" ") : undefined,
    "data-allergens": allergens.length > 0 ? allergens.join(" ") : undefined,
  };
}

/** An item's badges, diets, spiciness and calories as labelled chips, then its allergens in words, in the regulation's order. */
export function dietaryHtml(dietary: Dietary, texts: DietaryTexts): string {
  const chips = [
    ...dietary.badges.map((badge) => chip("badge", texts.badge(badge))),
    ...dietary.diets.map((diet) => chip("diet", texts.diet(diet))),
    ...(dietary.spicy > 0 ? [chip("spicy", texts.spicy(dietary.spicy))] : []),
    ...(dietary.calories !== null ? [chip("calories", texts.calories(dietary.calories))] : []),
  ].join("");
  const named = (presence: "contains" | "may_contain") =>
    ALLERGENS.filter((allergen) => dietary.allergens[allergen] === presence)
      .map((allergen) => texts.allergen(allergen))
      .join(texts.listSeparator);
  const contains = named("contains");
  const traces = named("may_contain");
  const allergens = [contains && texts.contains(contains), traces && texts.mayContain(traces)].filter(Boolean).map((line) => escapeHtml(line));
  return (
    (chips ? `<ul class="menu-tags" data-item-tags>${chips}</ul>` : "") +
    (allergens.length > 0 ? `<p class="menu-allergens" data-item-allergens>${allergens.join("<br>")}</p>` : "")
  );
}
