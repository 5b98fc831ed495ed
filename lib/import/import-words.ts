import { WEIGHT_UNITS } from "../domain/portion-rules";
import type { ExportTexts } from "../export/export-texts";
import type { ImportWords } from "./import-plan";
import { folded } from "./folded";
import { dietaryReader } from "./read-dietary";

/** Yes, no, the units and the dietary marks as the export writes them in the file's language, and as codes; a blank flag reads as no. */
export function importWords(texts: Pick<ExportTexts, "yes" | "no" | "units" | "dietary">): ImportWords {
  const flags = new Map<string, boolean>([
    [folded(texts.yes), true],
    [folded(texts.no), false],
    ["", false],
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
  ]);
  const units = new Map(WEIGHT_UNITS.flatMap((unit) => [[folded(unit), unit] as const, [folded(texts.units.name(unit)), unit] as const]));
  return {
    flag: (text) => flags.get(folded(text)) ?? null,
    unit: (text) => units.get(folded(text)) ?? null,
    dietary: dietaryReader(texts.dietary),
  };
}
