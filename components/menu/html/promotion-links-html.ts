import { translations } from "@/lib/i18n/translations";
import { escapeHtml } from "@/lib/html/escape-html";
import type { PublicPromotionCategory } from "@/lib/server/menu/load-public-promotions";
import { attributes } from "./escape";

const LINK_CLASS =
  "whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-amber-950 underline-offset-2 hover:underline aria-[current=page]:bg-amber-700 aria-[current=page]:text-white dark:bg-amber-950 dark:text-amber-100 dark:aria-[current=page]:bg-amber-300 dark:aria-[current=page]:text-zinc-950";

/** Links to a store's promotion categories; the one shown on the page is marked current. */
export async function promotionLinksHtml(categories: PublicPromotionCategory[], locale: string, current?: number): Promise<string> {
  if (categories.length === 0) return "";
  const t = await translations(locale, "menu.promotions");
  const links = categories
    .map((category, index) => {
      const attrs = attributes({ href: `/${locale}/promotions/${category.position}`, "aria-current": category.position === current ? "page" : undefined, class: LINK_CLASS });
      return `<a${attrs}>${escapeHtml(category.name || t("unnamed", { number: index + 1 }))}</a>`;
    })
    .join("");
  return (
    `<nav${attributes({ "aria-label": t("nav") })} data-promotions-nav class="flex items-center gap-2 overflow-x-auto px-4 py-3 md:px-8">` +
    `<span aria-hidden="true" class="shrink-0 whitespace-nowrap text-base font-medium text-zinc-600 dark:text-zinc-400">${escapeHtml(t("label"))}</span>${links}</nav>`
  );
}
