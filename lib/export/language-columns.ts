import type { ExportTexts } from "./export-texts";

export const LANGUAGE_FIELDS = ["title", "description"] as const;
export type LanguageField = (typeof LANGUAGE_FIELDS)[number];

/** A title or description column in another of the store's languages: "title:en". */
export type LanguageColumn = `${LanguageField}:${string}`;

export const languageColumn = (field: LanguageField, locale: string): LanguageColumn => `${field}:${locale}`;

/** The field and language a column key names, or null for any other column. */
export function readLanguageColumn(key: string): { field: LanguageField; locale: string } | null {
  const match = /^(title|description):([a-z]{2})$/.exec(key);
  return match ? { field: match[1] as LanguageField, locale: match[2]! } : null;
}

/** The title and description columns of `locales`, in order, with their headers in the words of `texts` ("Title (en)"). */
export function languageHeaders(texts: Pick<ExportTexts, "columns" | "inLanguage">, locales: readonly string[]): [LanguageColumn, string][] {
  return locales.flatMap((locale) => LANGUAGE_FIELDS.map((field): [LanguageColumn, string] => [languageColumn(field, locale), texts.inLanguage(texts.columns[field], locale)]));
}
