"use client";

import { useTranslations } from "next-intl";
import { useLanguageName } from "@/components/admin/menu/use-intl-names";
import type { ClashingText } from "@/components/forms/use-fresh-texts";

/** Texts saved (a translation that finished) while the form was open on fields the owner changed too: shown so nothing is lost. */
export function ClashingTexts({ clashing }: { clashing: readonly ClashingText[] }) {
  const t = useTranslations("translationsAdmin.languageActions");
  const languageName = useLanguageName();
  if (clashing.length === 0) return null;
  return (
    <div role="alert" data-testid="clashing-texts" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      <p>{t("arrivedWhileOpen")}</p>
      <ul className="mt-1 list-disc ps-5">
        {clashing.map((entry) => (
          <li key={entry.path} className="break-words">
            <span className="first-letter:uppercase">{languageName(entry.path.split(".")[1] ?? "")}</span>: “{entry.text}”
          </li>
        ))}
      </ul>
    </div>
  );
}
