/** What a venue's guest texts are written in: its primary language and the others it offers. */
export interface TextLocales {
  primaryLocale: string;
  contentLocales?: readonly string[];
}

const ENGLISH = "en";

/**
 * The one order every guest text is looked up in: the requested language, then English when the
 * venue offers it, then the venue's primary language. A bare primary language (the older form)
 * leaves English out.
 */
export function textFallbackOrder(locale: string, store: TextLocales | string): string[] {
  const { primaryLocale, contentLocales = [] } = typeof store === "string" ? { primaryLocale: store } : store;
  const english = primaryLocale === ENGLISH || contentLocales.includes(ENGLISH) ? [ENGLISH] : [];
  return [...new Set([locale, ...english, primaryLocale])];
}

/** The first non-empty text along `order` among a field's texts per language; "" when there is none. */
export function pickText(texts: Readonly<Partial<Record<string, string | null | undefined>>>, order: readonly string[]): string {
  for (const locale of order) {
    const text = texts[locale];
    if (text) return text;
  }
  return "";
}

type Row = { id: number; locale: string };
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * Per id, the row in the first language of `order` that has one (rows in no language of the order
 * are left out); each of `fields` empty there is taken from the next language along the order that
 * has it, so a half-translated item shows its English or primary-language description rather than none.
 */
export function pickTranslations<T extends Row>(rows: readonly T[], order: readonly string[], fields: readonly TextField<T>[]): Map<number, T>;
/** The older form: `locale`, then `fallback` (the venue's primary language). */
export function pickTranslations<T extends Row>(rows: readonly T[], locale: string, fallback: string, fields: readonly TextField<T>[]): Map<number, T>;
export function pickTranslations<T extends Row>(
  rows: readonly T[],
  orderOrLocale: readonly string[] | string,
  fallbackOrFields: string | readonly TextField<T>[],
  maybeFields?: readonly TextField<T>[],
): Map<number, T> {
  const order = typeof orderOrLocale === "string" ? [orderOrLocale, fallbackOrFields as string] : orderOrLocale;
  const fields = (typeof orderOrLocale === "string" ? maybeFields : fallbackOrFields) as readonly TextField<T>[];
  const rank = new Map(order.map((locale, index) => [locale, index] as const));
  const byId = new Map<number, T[]>();
  for (const row of rows) {
    if (!rank.has(row.locale)) continue;
    const list = byId.get(row.id) ?? [];
    list.push(row);
    byId.set(row.id, list);
  }
  const result = new Map<number, T>();
  for (const [id, list] of byId) {
    const ranked = [...list].sort((a, b) => rank.get(a.locale)! - rank.get(b.locale)!);
    const filled = { ...ranked[0]! };
    for (const field of fields) {
      if (filled[field]) continue;
      const donor = ranked.find((row) => row[field]);
      if (donor) filled[field] = donor[field];
    }
    result.set(id, filled);
  }
  return result;
}
