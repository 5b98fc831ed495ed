"use client";

import { useTranslations } from "next-intl";
import { LanguageStateChip } from "@/components/admin/translations/language-state-chip";
import { SourceChange } from "@/components/admin/translations/source-change";
import type { LanguageState } from "@/lib/domain/translations/language-state";

/** One language's state in the coverage list; an outdated one opens on how each of its fields' main-language text changed. */
export function CoverageState({ state }: { state: LanguageState }) {
  const t = useTranslations("translationsAdmin");
  const changes = state.kind === "outdated" ? (state.changes ?? []) : [];
  return (
    <div className="flex flex-col items-start gap-1">
      <LanguageStateChip state={state} />
      {changes.length > 0 ? (
        <details className="max-w-xs text-sm" data-testid="coverage-changes">
          <summary className="cursor-pointer underline underline-offset-2">{t("coverage.whatChanged")}</summary>
          {changes.map((change) => (
            <div key={change.field} className="mt-1">
              <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">{t(`fields.${change.field}` as "fields.title")}</p>
              <SourceChange change={change} />
            </div>
          ))}
        </details>
      ) : null}
    </div>
  );
}
