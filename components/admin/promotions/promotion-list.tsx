"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSaveOrder } from "@/components/admin/shell/use-save-order";
import { Markdown } from "@/components/menu/markdown";
import { type LanguageOption, pickText } from "@/lib/i18n/pick-text";
import type { ReorderPromotions } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PromotionRow } from "@/lib/server/promotions/list-promotions";
import { PromotionActions, type PromotionRowActions } from "./promotion-actions";
import { SortableCards } from "@/components/ui/sortable-cards";
import { useErrorText } from "@/components/forms/use-error-text";
import { TranslationBadge } from "@/components/admin/shell/translation-badge";
import { useTranslationPolling } from "@/components/admin/shell/use-translation-polling";

export function PromotionList({
  storeId,
  categoryId,
  promotions,
  languages,
  actions,
}: {
  storeId: number;
  categoryId: number;
  promotions: PromotionRow[];
  languages: LanguageOption[];
  actions: PromotionRowActions & { reorder: (input: ReorderPromotions) => Promise<ActionResult<unknown>> };
}) {
  const t = useTranslations("promotionsAdmin.promotions");
  const locale = useLocale();
  const errorText = useErrorText("promotions");
  const reorder = useSaveOrder((ids) => actions.reorder({ categoryId, ids }), errorText, t("reordered"));
  useTranslationPolling("Promotion", promotions);
  const textOf = (row: PromotionRow) => pickText(row.texts, locale, languages[0]!.locale);
  const titleOf = (row: PromotionRow) => textOf(row)?.title ?? `#${row.id}`;
  if (promotions.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>;
  return (
    <SortableCards
      items={promotions}
      label={t("listLabel")}
      nameOf={titleOf}
      onReorder={reorder}
      render={(row) => (
        <article className="flex flex-col gap-3 sm:flex-row" data-testid="promotion-row" aria-label={titleOf(row)}>
          {row.banner ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={row.banner.url} alt="" width={row.banner.width} height={row.banner.height} className="aspect-[3/2] h-auto w-full rounded-lg object-cover sm:w-40" />
          ) : null}
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">
              {titleOf(row)}
              {row.hidden ? <span className="ms-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs font-normal text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">{t("hiddenBadge")}</span> : null}
              <span className="ms-2 align-middle">
                <TranslationBadge languages={row.languages} />
              </span>
            </h2>
            {textOf(row)?.description ? (
              <Markdown text={textOf(row)!.description} className="mt-1 line-clamp-3 text-sm text-zinc-700 dark:text-zinc-300" />
            ) : null}
            <div className="mt-2">
              <PromotionActions row={row} title={titleOf(row)} storeId={storeId} languages={languages} actions={actions} />
            </div>
          </div>
        </article>
      )}
    />
  );
}
