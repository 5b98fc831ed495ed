"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useErrorText } from "@/components/forms/use-error-text";
import { smallButton } from "@/components/ui/buttons";
import type { TranslatableType } from "@/lib/domain/translations/entity-status";
import { type LanguageState, translateOffer } from "@/lib/domain/translations/language-state";
import type { ContentLocale } from "@/lib/i18n/locales";
import type { TranslatedField } from "@/lib/schemas/translations";
import { LanguageStateChip } from "./language-state-chip";
import { OutdatedField } from "./outdated-field";
import { useTranslateSetup } from "./translate-context";

/**
 * One language's state in an edit form, with "translate now" or "retranslate" when the engine is
 * connected and the plan translates into it (replacing a text written by hand is confirmed first),
 * and "still correct" for an outdated one; each outdated field shows how its main-language text
 * changed, with "still correct" and "retranslate" for that field alone.
 */
export function LanguageStatus({ type, id, locale, state }: { type: TranslatableType; id: number; locale: string; state: LanguageState }) {
  const t = useTranslations("translationsAdmin.languageActions");
  const errorText = useErrorText("translations");
  const router = useRouter();
  const setup = useTranslateSetup();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const offer = translateOffer(state);
  const inPlan = setup?.targets.includes(locale) ?? false;
  const run = async (action: "confirm" | "translate", field?: TranslatedField) => {
    if (!setup) return;
    setPending(true);
    setFailure(null);
    const result = await setup[action]({ type, id, locale: locale as ContentLocale, field });
    setPending(false);
    setConfirming(false);
    if (!result.ok) return setFailure(result.error);
    toast.success(t(action === "confirm" ? "confirmed" : "queued"));
    router.refresh();
  };
  const confirm = () => run("confirm");
  const ask = () => run("translate");
  const changes = state.kind === "outdated" ? (state.changes ?? []) : [];
  return (
    <div className="flex flex-col gap-2" data-testid={`language-status-${locale}`}>
      <div className="flex flex-wrap items-center gap-2">
        <LanguageStateChip state={state} testId={`language-state-${locale}`} />
        {setup?.engine && inPlan && offer && !confirming ? (
          <button
            type="button"
            className={smallButton}
            disabled={pending}
            onClick={() => (offer === "confirmRetranslate" ? setConfirming(true) : ask())}
          >
            {offer === "translate" ? t("translate") : t("retranslate")}
          </button>
        ) : null}
        {setup && state.kind === "outdated" && changes.length !== 1 && !confirming ? (
          <button type="button" className={smallButton} disabled={pending} onClick={confirm}>
            {changes.length > 1 ? t("stillCorrectAll") : t("stillCorrect")}
          </button>
        ) : null}
        {setup && !inPlan ? <span className="text-xs text-zinc-600 dark:text-zinc-400">{t("notInPlan")}</span> : null}
      </div>
      {setup && changes.length > 0 && !confirming
        ? changes.map((change) => (
            <OutdatedField
              key={change.field}
              change={change}
              pending={pending}
              canRetranslate={setup.engine && inPlan}
              onConfirm={() => run("confirm", change.field as TranslatedField)}
              onRetranslate={() => run("translate", change.field as TranslatedField)}
            />
          ))
        : null}
      {confirming ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
          <span>{t("confirmReplace")}</span>
          <button type="button" className={smallButton} disabled={pending} onClick={ask}>
            {t("confirm")}
          </button>
          <button type="button" className={smallButton} onClick={() => setConfirming(false)}>
            {t("cancel")}
          </button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText(failure)}
        </p>
      ) : null}
    </div>
  );
}

/** Said once above a form's languages when no engine is connected: every language is written by hand. */
export function EngineMissingNote() {
  const t = useTranslations("translationsAdmin.languageActions");
  const setup = useTranslateSetup();
  if (!setup || setup.engine) return null;
  return (
    <p role="note" data-testid="engine-missing-note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      {t("engineMissing")}
    </p>
  );
}
