"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSaveOrder } from "@/components/admin/shell/use-save-order";
import Link from "next/link";
import { type LanguageOption, pickText } from "@/lib/i18n/pick-text";
import type { ReorderPromotionCategories } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PromotionCategoryRow } from "@/lib/server/promotions/list-promotion-categories";
import { type CategoryActions, PromotionCategoryActions } from "./promotion-category-actions";
import { SortableCards } from "@/components/ui/sortable-cards";
import { useErrorText } from "@/components/forms/use-error-text";

export function PromotionCategoryList({
  storeId,
  categories,
  languages,
  base,
  actions,
}: {
  storeId: number;
  categories: PromotionCategoryRow[];
  languages: LanguageOption[];
  base: string;
  actions: CategoryActions & { reorder: (input: ReorderPromotionCategories) => Promise<ActionResult<unknown>> };
}) {
  const t = useTranslations("promotionsAdmin.categories");
  const locale = useLocale();
  const errorText = useErrorText("promotions");
  const reorder = useSaveOrder((ids) => actions.reorder({ storeId, ids }), errorText, t("reordered"));
  const nameOf = (row: PromotionCategoryRow) => pickText(row.names, locale, languages[0]!.locale) ?? `#${row.id}`;
  if (categories.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>;
  return (
    <SortableCards
      items={categories}
      label={t("listLabel")}
      nameOf={nameOf}
      onReorder={reorder}
      render={(row) => (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="promotion-category-row">
          <div className="min-w-0 flex-1">
            <Link href={`${base}/promotions/${row.id}`} className="font-medium underline-offset-2 hover:underline">
              {nameOf(row)}
            </Link>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {t("count", { count: row.promotionCount })}
              {row.hidden ? <span className="ms-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">{t("hiddenBadge")}</span> : null}
            </p>
          </div>
          <PromotionCategoryActions row={row} name={nameOf(row)} languages={languages} actions={actions} />
        </div>
      )}
    />
  );
}
