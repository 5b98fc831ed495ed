/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import type { translations } from "@/lib/i18n/translations";
import { Switches } from "./switches";

const SKIP_LINK_CLASS = "sr-only focus:not-sr-only focus:absolute focus:p-2";

interface LayoutProps {
  locale: string;
  locales: readonly string[];
  /** the `common` texts */
  t: Awaited<ReturnType<typeof translations>>;
  children: ComponentChildren;
}

function SkipLink({ text }: { text: string }) {
  return (
    <a href="#main" class={SKIP_LINK_CLASS}>
      {text}
    </a>
  );
}

/** A venue's menu site as guests see it on their phones: language and theme on top, the venue's header, the page. */
export function PublicMenuLayout({ locale, locales, t, header, children }: LayoutProps & { header: ComponentChildren }) {
  return (
    // Owners' long unbroken words and URLs wrap anywhere rather than push past a phone's screen.
    <div data-layout="public-menu" class="mx-auto flex min-h-dvh max-w-5xl flex-col [overflow-wrap:anywhere] [&_pre]:whitespace-pre-wrap [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto">
      <SkipLink text={t("nav.skipToContent")} />
      <header>
        <div class="flex items-center justify-end gap-3 px-4 pt-3 md:px-8">
          <Switches locale={locale} locales={locales} t={t} />
        </div>
        {header}
      </header>
      <div class="flex-1">{children}</div>
    </div>
  );
}

/** A venue's notice pages (the menu is not open): the venue's name, language and theme, the notice. */
export function GuestLayout({ locale, locales, t, brand, children }: LayoutProps & { brand: string }) {
  return (
    <div data-layout="guest" class="flex min-h-dvh flex-col">
      <SkipLink text={t("nav.skipToContent")} />
      <header class="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800 md:px-8">
        <div class="text-lg font-semibold">{brand}</div>
        <div class="flex items-center gap-3">
          <Switches locale={locale} locales={locales} t={t} />
        </div>
      </header>
      <div class="flex-1">{children}</div>
      <footer class="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-zinc-200 px-4 py-4 text-base text-zinc-600 dark:border-zinc-800 dark:text-zinc-400 md:px-8">
        <span>{t("footer.rights")}</span>
      </footer>
    </div>
  );
}
