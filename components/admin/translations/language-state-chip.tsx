"use client";

import { useTranslations } from "next-intl";
import type { LanguageState } from "@/lib/domain/translations/language-state";

const tone: Record<LanguageState["kind"], string> = {
  machine: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  hand: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  outdated: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  missing: "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
  queued: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  in_progress: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  error: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** A small labelled mark of how one language's text stands: the engine's, the owner's, outdated, missing, waiting, running or failed with the reason. */
export function LanguageStateChip({ state, testId }: { state: LanguageState; testId?: string }) {
  const t = useTranslations("translationsAdmin.states");
  return (
    <span data-testid={testId} data-state={state.kind} className={`inline-block max-w-full break-words rounded-full px-2 py-0.5 text-xs font-medium ${tone[state.kind]}`}>
      {state.kind === "error" ? t("error", { reason: state.reason || t("noReason") }) : t(state.kind)}
    </span>
  );
}
