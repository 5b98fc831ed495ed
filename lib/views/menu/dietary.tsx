/** @jsxImportSource preact */
import { ALLERGENS, type Dietary, type DietaryTexts } from "@/lib/domain/dietary";
import { dietaryNames } from "@/lib/export/dietary-words";
import type { ViewVariant } from "./view-variant";

/** What the guest filter reads from an item's card: the diets it suits and every allergen it holds, even as traces. */
export function dietaryAttributes(dietary: Dietary): { "data-diets"?: string; "data-allergens"?: string } {
  const allergens = ALLERGENS.filter((allergen) => dietary.allergens[allergen] !== undefined);
  return {
    "data-diets": dietary.diets.length > 0 ? dietary.diets.join(" ") : undefined,
    "data-allergens": allergens.length > 0 ? allergens.join(" ") : undefined,
  };
}

/**
 * An item's badges, diets, spiciness and calories as labelled chips, then its allergens in words, in the
 * regulation's order. On paper each chip is isolated for right-to-left pages and each allergen line is a block.
 */
export function DietaryInfo({ dietary, texts, variant = "page" }: { dietary: Dietary; texts: DietaryTexts; variant?: ViewVariant }) {
  const chips = [
    ...dietary.badges.map((badge) => ["badge", texts.badge(badge)]),
    ...dietary.diets.map((diet) => ["diet", texts.diet(diet)]),
    ...(dietary.spicy > 0 ? [["spicy", texts.spicy(dietary.spicy)]] : []),
    ...(dietary.calories !== null ? [["calories", texts.calories(dietary.calories)]] : []),
  ];
  const names = dietaryNames(dietary, texts);
  const contains = names.contains && texts.contains(names.contains);
  const traces = names.mayContain && texts.mayContain(names.mayContain);
  const print = variant === "print";
  return (
    <>
      {chips.length > 0 ? (
        <ul class={print ? "tags" : "menu-tags"} data-item-tags={!print || undefined}>
          {chips.map(([kind, text]) => (
            <li key={`${kind}-${text}`} class={print ? `tag tag-${kind}` : `menu-tag menu-tag-${kind}`}>
              {print ? <bdi>{text}</bdi> : text}
            </li>
          ))}
        </ul>
      ) : null}
      {contains || traces ? (
        print ? (
          <p class="allergens">
            {contains ? <span class="contains">{contains}</span> : null}
            {traces ? <span class="may-contain">{traces}</span> : null}
          </p>
        ) : (
          <p class="menu-allergens" data-item-allergens>
            {contains}
            {contains && traces ? <br /> : null}
            {traces}
          </p>
        )
      ) : null}
    </>
  );
}
