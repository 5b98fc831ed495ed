"use client";

import { useTranslations } from "next-intl";
import type { UrlNameField } from "./use-url-name-availability";
import { useUrlNameSuggestion } from "./use-url-name-suggestion";

type Props = { field: UrlNameField; from: string; current: string; onUse: (suggestion: string) => void };

/** Offers a free URL name made of the name typed above (Cyrillic spelled in Latin letters), unless it is already the one typed. */
export function UrlNameSuggestion({ field, from, current, onUse }: Props) {
  const t = useTranslations("auth.organization");
  const suggestion = useUrlNameSuggestion(field, from);
  if (!suggestion || suggestion === current.trim().toLowerCase()) return null;
  return (
    <p className="mt-1 text-sm" data-testid={`${field}-suggestion`}>
      {t("suggestion")}{" "}
      <button type="button" onClick={() => onUse(suggestion)} className="font-medium underline underline-offset-2">
        {suggestion}
      </button>
    </p>
  );
}
