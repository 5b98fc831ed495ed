import ar from "../../../messages/ar/menu.json";
import en from "../../../messages/en/menu.json";
import fr from "../../../messages/fr/menu.json";
import ru from "../../../messages/ru/menu.json";
import tr from "../../../messages/tr/menu.json";
import zh from "../../../messages/zh/menu.json";

type UnitCode = keyof typeof en.units;

/** The units catalogue: each unit's written form per language, as guests read it beside a portion. */
const CATALOGUE: Record<string, Record<UnitCode, string>> = { ar: ar.units, en: en.units, fr: fr.units, ru: ru.units, tr: tr.units, zh: zh.units };

/** The spellings a description may use after a number, by unit (lower case, abbreviation dot optional). */
const SPELLINGS: Record<string, UnitCode> = { г: "g", гр: "g", g: "g", кг: "kg", kg: "kg", мл: "ml", ml: "ml", л: "l", l: "l", шт: "pcs", pcs: "pcs" };

/**
 * A unit as written after a number (`г.`, `шт`, `ml`) in the target language's form from the catalogue;
 * undefined for units the catalogue does not carry (currencies, percent, minutes stay as written).
 */
export function unitForm(written: string, locale: string): string | undefined {
  const code = SPELLINGS[written.toLocaleLowerCase().replace(/\.$/, "")];
  const names = CATALOGUE[locale];
  return code && names ? names[code] : undefined;
}
