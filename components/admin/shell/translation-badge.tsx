"use client";

import { useTranslations } from "next-intl";
import { useLanguageName } from "@/components/admin/menu/use-intl-names";
import { type LanguageState, movingLanguages } from "@/lib/domain/translations/language-state";

const badge = "rounded-full px-2 py-0.5 text-xs font-medium";
const waiting = "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100";
const marks = {
  queued: { text: "translationQueued", tone: waiting },
  in_progress: { text: "translationRunning", tone: waiting },
  error: { text: "translationFailed", tone: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200" },
} as const;

/** The marks of an entity's machine translation per state, each naming its languages: queued, running, failed; nothing once every language is done. */
export function TranslationBadge({ languages }: { languages: Readonly<Record<string, LanguageState>> }) {
  const t = useTranslations("menuAdmin.badges");
  const languageName = useLanguageName();
  const shown = movingLanguages(languages);
  if (shown.length === 0) return null;
  return (
    <span data-testid="translation-badge" className="inline-flex flex-wrap gap-1">
      {shown.map(({ kind, locales }) => (
        <span key={kind} data-state={kind} className={`${badge} ${marks[kind].tone}`}>
          {t(marks[kind].text, { languages: locales.map(languageName).join(", ") })}
        </span>
      ))}
    </span>
  );
}
