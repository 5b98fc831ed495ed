import { getTranslations } from "next-intl/server";
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
  const field = (key: string) => (fields.has(key) ? fields(key) : humanize(key));
  return (path: string): string =>
    fieldLabelParts(path)
      .map((part) => {
        if (part.kind === "field") return field(part.key);
        if (part.kind === "locale") return languages.has(part.code) ? languages(part.code) : part.code;
        if (part.of && entries.has(part.of)) return entries(part.of, { number: part.number });
        return entries("other", { field: part.of ? field(part.of) : "", number: part.number }).trim();
      })
      .join(" · ");
}
