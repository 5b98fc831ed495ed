/** @jsxImportSource preact */
import type { translations } from "@/lib/i18n/translations";
import type { PublicPromotionCategory } from "@/lib/server/menu/load-public-promotions";

const LINK_CLASS =
  "whitespace-nowrap rounded-full bg-amber-100 px-3 py-1 text-amber-950 underline-offset-2 hover:underline aria-[current=page]:bg-amber-700 aria-[current=page]:text-white dark:bg-amber-950 dark:text-amber-100 dark:aria-[current=page]:bg-amber-300 dark:aria-[current=page]:text-zinc-950";

/** Links to a store's promotion categories; the one shown on the page is marked current. */
export function PromotionLinks({ categories, locale, current, t }: { categories: PublicPromotionCategory[]; locale: string; current?: number; t: Awaited<ReturnType<typeof translations>> }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t("nav")} data-promotions-nav class="flex items-center gap-2 overflow-x-auto px-4 py-3 md:px-8">
      <span aria-hidden="true" class="shrink-0 whitespace-nowrap text-base font-medium text-zinc-600 dark:text-zinc-400">
        {t("label")}
      </span>
      {categories.map((category, index) => (
        <a key={category.position} href={`/${locale}/promotions/${category.position}`} aria-current={category.position === current ? "page" : undefined} class={LINK_CLASS}>
          {category.name || t("unnamed", { number: index + 1 })}
        </a>
      ))}
    </nav>
  );
}
