import { getTranslations } from "next-intl/server";
import { HISTORY_FIELD_SETS } from "@/lib/schemas/history-catalogue";
import { fieldLabelParts } from "@/lib/domain/history-fields";

/** "ageRestricted" → "Age restricted": fields no catalogue names yet still read as words. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z\d])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A history document's dotted path in words of the interface language: `portions.0.price` → "Portion 1 · Price". */
export async function fieldLabel() {
  const fields = await getTranslations("history.fields");
  const entries = await getTranslations("history.entries");
  const languages = await getTranslations("storeSettings.languages.names");
  const all = await getTranslations();
  const field = (key: string) => (fields.has(key) ? fields(key) : humanize(key));
  /** A key named by another catalogue, when the key before it says which: `allergens.milk` → "Milk". */
  const member = (set: string | undefined, key: string) => {
    const labels = set && set in HISTORY_FIELD_SETS ? HISTORY_FIELD_SETS[set as keyof typeof HISTORY_FIELD_SETS].labels : null;
    return labels && all.has(`${labels}.${key}`) ? all(`${labels}.${key}`) : null;
  };
  return (path: string): string =>
    fieldLabelParts(path)
      .map((part, index, parts) => {
        const previous = parts[index - 1];
        if (part.kind === "field") return member(previous?.kind === "field" ? previous.key : undefined, part.key) ?? field(part.key);
        if (part.kind === "locale") return languages.has(part.code) ? languages(part.code) : part.code;
        if (part.of && entries.has(part.of)) return entries(part.of, { number: part.number });
        return entries("other", { field: part.of ? field(part.of) : "", number: part.number }).trim();
      })
      .join(" · ");
}
