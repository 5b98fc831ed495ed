import type { ContentLocale } from "@/lib/i18n/locales";
import type { TranslationProvider } from "@/lib/translation/types";
import { translateTexts } from "@/lib/translation/translate-texts";

const SAMPLE = "**Пельмени с/с** — 350 ₽, 300 г\n- Морс 0,5 л\n- [Крафт](https://carta.app/kraft)";

/** A menu text with markdown, an abbreviation, a protected brand, numbers, a price and units, sent from Russian to `to`. */
export async function translateMenuSample(provider: TranslationProvider, to: ContentLocale) {
  const [outcome] = await translateTexts(provider, {
    texts: [SAMPLE],
    from: "ru",
    to,
    rules: { abbreviations: [{ short: "с/с", full: "собственного производства" }], terms: [{ term: "Крафт" }] },
  });
  return outcome;
}

/** The sample's grams and litres as the units catalogue writes them in each target language. */
const UNITS: Partial<Record<ContentLocale, { g: string; l: string }>> = { en: { g: "g", l: "l" }, zh: { g: "克", l: "升" }, tr: { g: "g", l: "l" } };

/** What the fake engines answer for the sample in `to`: their marked upper case, with everything protected restored and the units in `to`'s form. */
export const translatedMenuSample = (tag: string, to: ContentLocale) => ({
  ok: true,
  text: `[${tag}] **ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА** — 350 ₽, 300 ${UNITS[to]!.g}\n- МОРС 0,5 ${UNITS[to]!.l}\n- [Крафт](https://carta.app/kraft)`,
});
