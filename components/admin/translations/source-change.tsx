"use client";

import { useTranslations } from "next-intl";
import type { FieldChange } from "@/lib/domain/translations/language-state";
import { wordDiff } from "@/lib/domain/translations/word-diff";

/**
 * How the main-language text of an outdated field changed since its translation was written: words
 * taken out struck through, words added underlined; only the text now when the earlier one was not kept.
 */
export function SourceChange({ change }: { change: FieldChange }) {
  const t = useTranslations("translationsAdmin.sourceChange");
  if (change.before === null) {
    return (
      <p className="text-sm" data-testid={`source-change-${change.field}`}>
        <span className="text-zinc-600 dark:text-zinc-400">{t("notKept")} </span>
        {change.after}
      </p>
    );
  }
  return (
    <p className="text-sm break-words" data-testid={`source-change-${change.field}`}>
      {wordDiff(change.before, change.after).map((part, index) =>
        part.kind === "removed" ? (
          <del key={index} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100">
            <span className="sr-only">{t("removed")} </span>
            {part.text}
          </del>
        ) : part.kind === "added" ? (
          <ins key={index} className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-100">
            <span className="sr-only">{t("added")} </span>
            {part.text}
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
