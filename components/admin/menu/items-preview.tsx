"use client";

import { useTranslations } from "next-intl";
import { Markdown } from "@/components/menu/markdown";
import type { AdminItem } from "@/lib/server/items/item-dto";
import { PortionSummary } from "./portion-summary";

function SoldOutMark({ text }: { text: string }) {
  return <span className="shrink-0 rounded-full bg-zinc-200 px-2 py-0.5 text-sm font-semibold text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">{text}</span>;
}

/** The category's items as guests see them: hidden ones left out, those outside their schedule dimmed, sold-out ones marked. */
export function ItemsPreview({ items, currency, primaryLocale }: { items: AdminItem[]; currency: string; primaryLocale: string }) {
  const t = useTranslations("menuAdmin");
  const shown = items.filter((item) => !item.hidden);
  return (
    <section aria-label={t("preview.title")} data-testid="items-preview" className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("preview.hint")}</p>
      {shown.length === 0 ? <p>{t("preview.empty")}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {shown.map((item) => (
          <li key={item.id} className={`flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800 ${item.visibleNow ? "" : "opacity-50"}`}>
            {item.photo ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={item.photo.large} alt="" className="aspect-[3/2] w-full rounded-lg object-cover" />
            ) : null}
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="text-lg font-medium">{item.title}</h3>
              {item.ageRestricted ? <span className="text-sm font-semibold text-red-700 dark:text-red-400">18+</span> : null}
              {item.soldOut ? <SoldOutMark text={t("soldOut.short")} /> : null}
            </div>
            {item.texts[primaryLocale]?.description ? (
              <Markdown text={item.texts[primaryLocale]!.description} className="text-zinc-700 dark:text-zinc-300 [&_p]:m-0" />
            ) : null}
            <PortionSummary
              portions={item.portions}
              currency={currency}
              control={(portion) => (!item.soldOut && item.soldOutPortionIds.includes(portion.id) ? <SoldOutMark text={t("soldOut.short")} /> : null)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
