import { translations } from "@/lib/i18n/translations";
import { isolate } from "@/lib/domain/bidi";
import { localeDirection } from "@/lib/i18n/locales";
import { reviewWidgetSrc } from "@/lib/domain/review-widget/yandex-urls";
import { ERROR_SCREEN_CLASS } from "@/components/shell/error-screen";
import { escapeHtml } from "@/lib/html/escape-html";
import { markdownHtml } from "@/lib/html/markdown-html";
import type { PublicPromotion, PublicPromotionCategory } from "@/lib/server/menu/load-public-promotions";
import { attributes } from "./escape";

const MAIN_OPEN = `<main id="main" tabindex="-1" class="pb-24 outline-none">`;
const MUTED = "text-zinc-700 dark:text-zinc-300";

const backLinkHtml = (locale: string, text: string) =>
  `<p><a href="/${escapeHtml(locale)}/menu" class="underline underline-offset-2"><span aria-hidden="true" class="inline-block rtl:-scale-x-100">←</span> ${escapeHtml(text)}</a></p>`;

/** One promotion category's promotions, under the links to the others. */
export async function promotionsPageHtml({ locale, category, promotions, links }: { locale: string; category: PublicPromotionCategory; promotions: PublicPromotion[]; links: string }): Promise<string> {
  const t = await translations(locale, "menu.promotions");
  const list =
    promotions.length === 0
      ? `<p class="mt-4 ${MUTED}">${escapeHtml(t("empty"))}</p>`
      : `<ul class="mt-4 grid gap-3 md:grid-cols-2">${promotions
          .map((promotion) => {
            const titleId = `promotion-${promotion.id}-title`;
            const description = promotion.description ? `<div dir="auto" class="mt-2 ${MUTED}">${markdownHtml(promotion.description)}</div>` : "";
            return (
              `<li data-testid="promotion"><article${attributes({ "aria-labelledby": titleId, class: "h-full rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" })}>` +
              `<h3${attributes({ id: titleId, class: "text-lg font-semibold" })}>${escapeHtml(promotion.title)}</h3>${description}</article></li>`
            );
          })
          .join("")}</ul>`;
  return (
    MAIN_OPEN +
    links +
    `<section aria-labelledby="promotions-title" class="px-4 py-6 md:px-8">${backLinkHtml(locale, t("backToMenu"))}` +
    `<h2 id="promotions-title" class="mt-4 text-2xl font-bold">${escapeHtml(category.name || t("title"))}</h2>${list}</section></main>`
  );
}

/**
 * The venue's reviews: the review widget as our own frame, built from the stored organisation id only. The
 * sandbox lets the widget run its scripts in its own origin and open links, never in ours.
 */
export async function reviewsPageHtml({ locale, storeName, orgId }: { locale: string; storeName: string; orgId: string | null }): Promise<string> {
  const t = await translations(locale, "menuExtras.reviews");
  const frame = orgId
    ? `<div class="mt-4"><iframe${attributes({
        src: reviewWidgetSrc(orgId),
        title: t("frameTitle", { name: storeName }),
        sandbox: "allow-scripts allow-popups allow-popups-to-escape-sandbox",
        referrerpolicy: "no-referrer",
        loading: "lazy",
        "data-testid": "reviews-frame",
        class: "h-[800px] max-h-[80dvh] w-full max-w-[560px] rounded-lg border border-zinc-200 dark:border-zinc-800",
      })}></iframe></div>`
    : `<p class="mt-4 ${MUTED}">${escapeHtml(t("empty"))}</p>`;
  return (
    MAIN_OPEN +
    `<section aria-labelledby="reviews-title" class="px-4 py-6 md:px-8">${backLinkHtml(locale, t("backToMenu"))}` +
    `<h2 id="reviews-title" class="mt-4 text-2xl font-bold">${escapeHtml(t("title"))}</h2>${frame}</section></main>`
  );
}

/** Why the menu is closed: still being prepared, or paused because the venue's plan ended. */
export function noticeHtml(heading: string, text: string): string {
  return (
    `<main id="main" class="${ERROR_SCREEN_CLASS}">` +
    `<h1 class="text-3xl font-semibold">${escapeHtml(heading)}</h1><p class="${MUTED}">${escapeHtml(text)}</p></main>`
  );
}

/** A venue or page that does not exist, with the path asked for (isolated in right-to-left languages) and a way home. */
export function notFoundHtml(locale: string, path: string, texts: { heading: string; path: (shown: string) => string; home: string }): string {
  const shown = localeDirection(locale) === "rtl" ? isolate(path) : path;
  return (
    `<main id="main" class="${ERROR_SCREEN_CLASS}">` +
    `<h1 class="text-3xl font-semibold">${escapeHtml(texts.heading)}</h1>` +
    `<p data-testid="not-found-path" class="break-all text-zinc-600 dark:text-zinc-400">${escapeHtml(texts.path(shown))}</p>` +
    `<a href="/" class="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">${escapeHtml(texts.home)}</a></main>`
  );
}
