import "server-only";
import type { Refusal } from "../../import/import-plan";
import { DEFAULT_UI_LOCALE, isUiLocale } from "../../i18n/locales";
import { translations } from "../../i18n/translations";
import { languageHeaders } from "../../export/language-columns";
import type { MenuImportAnswer } from "../../schemas/menu-import";
import { IMPORT_FORM_REASONS, MAPPED_COLUMNS, MENU_IMPORT_MAX_MB, MENU_IMPORT_MAX_ROWS } from "../../schemas/menu-import";
import { loadExportTexts } from "../export/export-texts";
import type { ImportReport } from "./import-report";

type MappedLabels = NonNullable<MenuImportAnswer["needsMapping"]>["labels"];

/**
 * The import's words in the actor's interface language: a refused row's reason as the item form says it, a file's
 * refusal, and the mapping step's column names as the export writes them (with the store's other languages' texts).
 */
export async function importTexts(uiLocale: string) {
  const locale = isUiLocale(uiLocale) ? uiLocale : DEFAULT_UI_LOCALE;
  const t = (await translations(locale, "menuAdmin")) as unknown as (key: string, values?: Record<string, number>) => string;
  const texts = await loadExportTexts(locale);
  const labels = (languages: string[]): MappedLabels => ({
    ...Object.fromEntries(MAPPED_COLUMNS.map((column) => [column, texts.columns[column]])),
    ...Object.fromEntries(languageHeaders(texts, languages)),
  });
  const reason = (refusal: Pick<Refusal, "reason" | "num">) =>
    (IMPORT_FORM_REASONS as readonly string[]).includes(refusal.reason) ? t(`errors.${refusal.reason}`, { num: refusal.num ?? 0 }) : t(`import.reasons.${refusal.reason}`);
  return {
    answer: ({ needsMapping, ...report }: ImportReport): MenuImportAnswer => ({
      ...report,
      refused: report.refused.map((refusal) => ({ ...refusal, message: reason(refusal) })),
      ...(needsMapping ? { needsMapping: { header: needsMapping.header, samples: needsMapping.samples, mapping: needsMapping.mapping, labels: labels(needsMapping.languages) } } : {}),
    }),
    fileError: (key: string) => t(`import.errors.${key}`, { num: key === "tooManyRows" ? MENU_IMPORT_MAX_ROWS : MENU_IMPORT_MAX_MB }),
  };
}
