/** @jsxImportSource preact */
import { ALLERGENS, type Dietary, type DietaryTexts } from "@/lib/domain/dietary";


/** What the guest filter reads from an item's card: the diets it suits and every allergen it holds, even as traces. */
export function dietaryAttributes(dietary: Dietary): { "data-diets"?: string; "data-allergens"?: string } {
  const allergens = ALLERGENS.filter((allergen) => dietary.allergens[allergen] !== undefined);
  return {
    "data-diets": dietary.diets.length > 0 ? dietary.diets.join(" ") : undefined,
    "data-allergens": allergens.length > 0 ? allergens.join(" ") : undefined,
  };
}

/** An item's badges, diets, spiciness and calories as labelled chips, then its allergens in words, in the regulation's order. */
export function DietaryInfo({ dietary, texts }: { dietary: Dietary; texts: DietaryTexts }) {
  const chips = [
    ...dietary.badges.map((badge) => ["badge", texts.badge(badge)]),
    ...dietary.diets.map((diet) => ["diet", texts.diet(diet)]),
    ...(dietary.spicy > 0 ? [["spicy", texts.spicy(dietary.spicy)]] : []),
    ...(dietary.calories !== null ? [["calories", texts.calories(dietary.calories)]] : []),
  ];
  const named = (presence: "contains" | "may_contain") =>
    ALLERGENS.filter((allergen) => dietary.allergens[allergen] === presence)
      .map((allergen) => texts.allergen(allergen))
      .join(texts.listSeparator);
  const contains = named("contains");
  const traces = named("may_contain");
  const allergens = [contains && texts.contains(contains), traces && texts.mayContain(traces)].filter(Boolean);
  return (
    <>
      {chips.length > 0 ? (
        <ul class="menu-tags" data-item-tags>
          {chips.map(([kind, text]) => (
            <li key={`${kind}-${text}`} class={`menu-tag menu-tag-${kind}`}>{text}</li>
          ))}
        </ul>
      ) : null}
      {allergens.length > 0 ? (
        <p class="menu-allergens" data-item-allergens>
          {allergens.map((line, index) => (index > 0 ? [<br key={index} />, line] : line))}
        </p>
      ) : null}
    </>
  );
}
