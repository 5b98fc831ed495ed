import type { FieldSources } from "../../domain/translations/field-sources";
import { primaryOrigins } from "../../translation/source-hash";

/** The demo's English text edited by hand (its Russian text unchanged since). */
const HAND_EDITED = "Chicken Caesar salad";
/** The demo's English text written by hand from an older Russian description, before the pumpkin seeds were added: outdated. */
const OUTDATED = { title: "Pumpkin cream soup", olderDescription: "Сезонный бархатный суп из печёной тыквы со сливками." };

/**
 * Who wrote a demo text in `locale` and from which Russian texts (`primary`, by field): the engine,
 * from the Russian texts as seeded, except one English text edited by hand and one outdated.
 */
export function demoTextSources(englishTitle: string, locale: string, primary: Record<string, string>): { machine: boolean; sources: FieldSources } {
  const fields = Object.keys(primary);
  const all = (by: "machine" | "owner", texts: Record<string, string>) => {
    const origins = primaryOrigins(fields, texts);
    return Object.fromEntries(fields.map((field) => [field, { by, ...origins[field]! }]));
  };
  if (locale === "ru") return { machine: false, sources: {} };
  if (locale === "en" && englishTitle === HAND_EDITED) return { machine: false, sources: all("owner", primary) };
  if (locale === "en" && englishTitle === OUTDATED.title) return { machine: false, sources: all("owner", { ...primary, description: OUTDATED.olderDescription }) };
  return { machine: true, sources: all("machine", primary) };
}
