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

/** What the fake engines answer for the sample: their marked upper case, with everything protected restored. */
export const translatedMenuSample = (tag: string) => ({
  ok: true,
  text: `[${tag}] **ПЕЛЬМЕНИ СОБСТВЕННОГО ПРОИЗВОДСТВА** — 350 ₽, 300 г\n- МОРС 0,5 л\n- [Крафт](https://carta.app/kraft)`,
});
