import type { FieldSources } from "../../domain/translations/field-sources";
import { sourceHash } from "../../translation/source-hash";

/** The demo's English text edited by hand (its Russian text unchanged since). */
const HAND_EDITED = "Chicken Caesar salad";
/** The demo's English text written by hand from an older Russian description, before the pumpkin seeds were added: outdated. */
const OUTDATED = { title: "Pumpkin cream soup", olderDescription: "Сезонный бархатный суп из печёной тыквы со сливками." };

/**
 * Who wrote a demo text in `locale` and from which Russian texts (`primary`, by field): the engine,
 * from the Russian texts as seeded, except one English text edited by hand and one outdated.
 */
export function demoTextSources(englishTitle: string, locale: string, primary: Record<string, string>): { machine: boolean; sources: FieldSources } {
  const from = (field: string) => sourceHash(primary[field] ?? "");
  const all = (by: "machine" | "owner", hash: (field: string) => string) => Object.fromEntries(Object.keys(primary).map((field) => [field, { by, from: hash(field) }]));
  if (locale === "ru") return { machine: false, sources: {} };
  if (locale === "en" && englishTitle === HAND_EDITED) return { machine: false, sources: all("owner", from) };
  if (locale === "en" && englishTitle === OUTDATED.title) {
    return { machine: false, sources: all("owner", (field) => (field === "description" ? sourceHash(OUTDATED.olderDescription) : from(field))) };
  }
  return { machine: true, sources: all("machine", from) };
}
