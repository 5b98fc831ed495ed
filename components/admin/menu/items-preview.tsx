"use client";

import "@/components/menu/menu-card.css";
import { useLocale, useTranslations } from "next-intl";
import { h } from "preact";
import { GuestView } from "@/components/menu/guest-view";
import { MenuCard } from "@/lib/views/menu/menu-card";
import { menuTextsOf, type MenuTranslator } from "@/lib/views/menu/menu-texts-of";
import type { AdminItemRow } from "@/lib/server/items/item-dto";
import { previewMenuItem } from "./preview-menu-item";

/**
 * The category's items as guests see them, drawn by the guest menu's own card (lib/views/menu): hidden
 * ones left out, those outside their schedule dimmed, sold-out ones marked.
 */
export function ItemsPreview({ items, currency, primaryLocale }: { items: AdminItemRow[]; currency: string; primaryLocale: string }) {
  const t = useTranslations("menuAdmin");
  const texts = menuTextsOf(useTranslations("menu") as unknown as MenuTranslator, useLocale(), currency);
  const shown = items.filter((item) => !item.hidden);
  return (
    <section aria-label={t("preview.title")} data-testid="items-preview" className="flex flex-col gap-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("preview.hint")}</p>
      {shown.length === 0 ? <p>{t("preview.empty")}</p> : null}
      {/* No cart in the admin: its "+" buttons stay hidden as on a menu without one. */}
      <div data-no-cart className="grid gap-3 md:grid-cols-2">
        {shown.map((item) => (
          <GuestView key={item.id} className={item.visibleNow ? "" : "opacity-50"}>
            {h("ul", { class: "m-0 grid" }, h(MenuCard, { item: previewMenuItem(item, primaryLocale), texts, priority: "lazy" }))}
          </GuestView>
        ))}
      </div>
    </section>
  );
}
