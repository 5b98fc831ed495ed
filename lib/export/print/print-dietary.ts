import type { Dietary } from "../../domain/dietary";
import { dietaryNames } from "../dietary-words";
import type { ExportTexts } from "../export-texts";
import { type Child, h } from "./hast-element";

/** An item's badges, diets, spiciness and calories as tags, then its allergens in words: what it contains, what it may contain. */
export function printDietary(dietary: Dietary, texts: ExportTexts): Child[] {
  const words = texts.dietary;
  const names = dietaryNames(dietary, words);
  const tags = [
    ...dietary.badges.map((badge) => ["badge", words.badge(badge)] as const),
    ...dietary.diets.map((diet) => ["diet", words.diet(diet)] as const),
    ...(dietary.spicy > 0 ? [["spicy", words.spicy(dietary.spicy)] as const] : []),
    ...(dietary.calories !== null ? [["calories", words.calories(dietary.calories)] as const] : []),
  ];
  return [
    tags.length > 0 && h("ul", { className: ["tags"] }, tags.map(([kind, text]) => h("li", { className: ["tag", `tag-${kind}`] }, h("bdi", {}, text)))),
    (names.contains || names.mayContain) &&
      h(
        "p",
        { className: ["allergens"] },
        names.contains && h("span", { className: ["contains"] }, words.contains(names.contains)),
        names.mayContain && h("span", { className: ["may-contain"] }, words.mayContain(names.mayContain)),
      ),
  ];
}
