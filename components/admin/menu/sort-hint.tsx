"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/use-error-text";

/** How to reorder, or why nothing can be sorted yet. */
export function SortHint({ count, emptyKey = "sortNoCategories" }: { count: number; emptyKey?: "sortNoCategories" | "sortNoItems" }) {
  const t = useTranslations("menuAdmin.sort");
  const errorText = useErrorText("menu");
  return (
    <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="sort-hint">
      {count === 0 ? errorText(emptyKey) : t("hint")}
    </p>
  );
}
