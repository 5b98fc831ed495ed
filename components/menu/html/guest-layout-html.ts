import { translations } from "@/lib/i18n/translations";
import { escapeHtml } from "@/lib/html/escape-html";
import { switchesHtml } from "./switches-html";

const SKIP_LINK_CLASS = "sr-only focus:not-sr-only focus:absolute focus:p-2";

/** A venue's menu site as guests see it on their phones: language and theme on top, the venue's header, the page. */
export async function publicMenuLayoutHtml({ locale, locales, header, main }: { locale: string; locales: readonly string[]; header: string; main: string }): Promise<string> {
  const t = await translations(locale, "common");
  return (
    // Owners' long unbroken words and URLs wrap anywhere rather than push past a phone's screen.
    `<div data-layout="public-menu" class="mx-auto flex min-h-dvh max-w-5xl flex-col [overflow-wrap:anywhere] [&_pre]:whitespace-pre-wrap [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto">` +
    `<a href="#main" class="${SKIP_LINK_CLASS}">${escapeHtml(t("nav.skipToContent"))}</a>` +
    `<header><div class="flex items-center justify-end gap-3 px-4 pt-3 md:px-8">${await switchesHtml(locale, locales)}</div>${header}</header>` +
    `<div class="flex-1">${main}</div></div>`
  );
}

/** A venue's notice pages (the menu is not open): the venue's name, language and theme, the notice. */
export async function guestLayoutHtml({ locale, locales, brand, main }: { locale: string; locales: readonly string[]; brand: string; main: string }): Promise<string> {
  const t = await translations(locale, "common");
  return (
    `<div data-layout="guest" class="flex min-h-dvh flex-col"><a href="#main" class="${SKIP_LINK_CLASS}">${escapeHtml(t("nav.skipToContent"))}</a>` +
    `<header class="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800 md:px-8">` +
    `<div class="text-lg font-semibold">${escapeHtml(brand)}</div><div class="flex items-center gap-3">${await switchesHtml(locale, locales)}</div></header>` +
    `<div class="flex-1">${main}</div>` +
    `<footer class="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-zinc-200 px-4 py-4 text-base text-zinc-600 dark:border-zinc-800 dark:text-zinc-400 md:px-8"><span>${escapeHtml(t("footer.rights"))}</span></footer></div>`
  );
}
