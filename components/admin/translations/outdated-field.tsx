"use client";

import { useTranslations } from "next-intl";
import { smallButton } from "@/components/ui/buttons";
import type { FieldChange } from "@/lib/domain/translations/language-state";
import { SourceChange } from "./source-change";

/** One outdated field of a language: how its main-language text changed, and the owner's decision on this field alone. */
export function OutdatedField({
  change,
  pending,
  canRetranslate,
  onConfirm,
  onRetranslate,
}: {
  change: FieldChange;
  pending: boolean;
  canRetranslate: boolean;
  onConfirm: () => void;
  onRetranslate: () => void;
}) {
  const t = useTranslations("translationsAdmin.sourceChange");
  const fields = useTranslations("translationsAdmin.fields");
  return (
    <div className="rounded-lg border border-amber-200 px-3 py-2 dark:border-amber-900" data-testid={`outdated-field-${change.field}`}>
      <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">{t("title", { field: fields(change.field) })}</p>
      <SourceChange change={change} />
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={pending} onClick={onConfirm}>
          {t("stillCorrect", { field: fields(change.field) })}
        </button>
        {canRetranslate ? (
          <button type="button" className={smallButton} disabled={pending} onClick={onRetranslate}>
            {t("retranslate", { field: fields(change.field) })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
