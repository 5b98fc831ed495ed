"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CoverageState } from "./coverage-state";
import { useLanguageName } from "@/components/admin/menu/use-intl-names";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { DataTable } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/select-field";
import { untranslated } from "@/lib/domain/translations/language-state";
import type { CoverageEntry } from "@/lib/server/translations/translation-coverage";

const STATE_FILTERS = ["any", "outdated", "missing", "error"] as const;
type StateFilter = (typeof STATE_FILTERS)[number];

/**
 * Every product, category and promotion with its state per language, linked to its editor; optionally
 * only those with a language still untranslated, or in one state (outdated, missing, failed).
 */
export function CoverageList({ entries, locales, base }: { entries: CoverageEntry[]; locales: string[]; base: string }) {
  const t = useTranslations("translationsAdmin.coverage");
  const languageName = useLanguageName();
  const [onlyUntranslated, setOnlyUntranslated] = useState(false);
  const [state, setState] = useState<StateFilter>("any");
  const matches = (entry: CoverageEntry) =>
    locales.some((locale) => {
      const kind = entry.states[locale]!;
      return (!onlyUntranslated || untranslated(kind)) && (state === "any" || kind.kind === state);
    });
  const filtered = onlyUntranslated || state !== "any";
  const shown = filtered ? entries.filter(matches) : entries;
  return (
    <section aria-labelledby="coverage-list-title" className="mt-8">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3 id="coverage-list-title" className="font-semibold">
          {t("listTitle")}
        </h3>
        <div className="flex flex-wrap items-end gap-4">
          <SelectField label={t("stateFilter")} name="coverage-state" value={state} onChange={(event) => setState(event.target.value as StateFilter)}>
            {STATE_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`stateFilters.${option}`)}
              </option>
            ))}
          </SelectField>
          <CheckboxField name="untranslated-only" label={t("untranslatedOnly")} checked={onlyUntranslated} onChange={(event) => setOnlyUntranslated(event.target.checked)} />
        </div>
      </div>
      <DataTable
        rows={shown}
        rowKey={(entry) => `${entry.type}-${entry.id}`}
        rowTestId={() => "coverage-entry"}
        label={t("listLabel")}
        empty={filtered && entries.length > 0 ? t("noneUntranslated") : t("empty")}
        columns={[
          {
            key: "name",
            header: t("name"),
            cell: (entry) => (
              <Link href={`${base}/${entry.path}`} className="font-medium underline underline-offset-2" aria-label={t("open", { name: entry.title || t("noTitle") })}>
                {entry.title || t("noTitle")}
              </Link>
            ),
          },
          { key: "type", header: t("type"), cell: (entry) => t(`types.${entry.type}`) },
          ...locales.map((locale) => ({
            key: locale,
            header: <span className="first-letter:uppercase">{languageName(locale)}</span>,
            cell: (entry: CoverageEntry) => <CoverageState state={entry.states[locale]!} />,
          })),
        ]}
      />
    </section>
  );
}
