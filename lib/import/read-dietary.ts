import { ALLERGENS, DIETS, ITEM_BADGES, MAX_SPICY, type Dietary, type DietaryTexts } from "../domain/dietary";
import { MAX_CALORIES } from "../schemas/dietary";
import { folded } from "./folded";

/** The dietary columns of a row, as the export writes them. */
export const DIETARY_COLUMNS = ["contains", "mayContain", "diets", "spicy", "calories", "badges"] as const;
export type DietaryColumn = (typeof DIETARY_COLUMNS)[number];

export type DietaryCells = Partial<Record<DietaryColumn, string>>;

/** An item's dietary marks read from its cells, or the first column holding a word or number the export does not write. */
export type DietaryReading = { dietary: Dietary } | { invalid: DietaryColumn };

function lookup<T extends string>(codes: readonly T[], name: (code: T) => string): Map<string, T> {
  return new Map(codes.flatMap((code) => [[folded(code), code] as const, [folded(name(code)), code] as const]));
}

/** Reads the dietary cells in the words of `texts` (or as codes); a list is split on the language's separator or a comma. */
export function dietaryReader(texts: DietaryTexts): (cells: DietaryCells) => DietaryReading {
  const allergens = lookup(ALLERGENS, (code) => texts.allergen(code));
  const diets = lookup(DIETS, (code) => texts.diet(code));
  const badges = lookup(ITEM_BADGES, (code) => texts.badge(code));
  const separators = [...new Set([texts.listSeparator.trim(), ",", ";", "、", "，"].filter(Boolean))];
  const split = (text: string) => separators.reduce<string[]>((parts, separator) => parts.flatMap((part) => part.split(separator)), [text]).map((part) => part.trim()).filter(Boolean);
  const words = <T extends string>(text: string | undefined, names: Map<string, T>): T[] | null => {
    const codes: T[] = [];
    for (const part of split(text ?? "")) {
      const code = names.get(folded(part));
      if (!code) return null;
      if (!codes.includes(code)) codes.push(code);
    }
    return codes;
  };
  const whole = (text: string | undefined, max: number, blank: number | null): number | null | undefined => {
    const trimmed = (text ?? "").trim();
    if (!trimmed) return blank;
    const value = Number(trimmed.replace(",", "."));
    return Number.isInteger(value) && value >= 0 && value <= max ? value : undefined;
  };
  return (cells) => {
    const contains = words(cells.contains, allergens);
    if (!contains) return { invalid: "contains" };
    const mayContain = words(cells.mayContain, allergens);
    if (!mayContain) return { invalid: "mayContain" };
    const itemDiets = words(cells.diets, diets);
    if (!itemDiets) return { invalid: "diets" };
    const spicy = whole(cells.spicy, MAX_SPICY, 0);
    if (spicy === undefined || spicy === null) return { invalid: "spicy" };
    const calories = whole(cells.calories, MAX_CALORIES, null);
    if (calories === undefined) return { invalid: "calories" };
    const itemBadges = words(cells.badges, badges);
    if (!itemBadges) return { invalid: "badges" };
    const present: Dietary["allergens"] = {};
    for (const code of ALLERGENS) {
      if (contains.includes(code)) present[code] = "contains";
      else if (mayContain.includes(code)) present[code] = "may_contain";
    }
    const order = <T extends string>(codes: T[], all: readonly T[]) => all.filter((code) => codes.includes(code));
    return { dietary: { allergens: present, diets: order(itemDiets, DIETS), spicy, calories, badges: order(itemBadges, ITEM_BADGES) } };
  };
}
