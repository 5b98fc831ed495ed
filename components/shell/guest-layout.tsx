import type { ReactNode } from "react";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { LocaleSwitch } from "@/components/shell/locale-switch";
import { ThemeSwitch } from "@/components/shell/theme-switch";
import { LEGAL_KINDS } from "@/lib/domain/legal";

/** Guest layout: the root site's pages for visitors who are not signed in (a venue's pages are lib/views/menu). */
export async function GuestLayout({ children }: { children: ReactNode }) {
  const [t, locale, legal] = await Promise.all([getTranslations("common"), getLocale(), getTranslations("legal.footer")]);
  return (
    <div data-layout="guest" className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800 md:px-8">
        <div className="text-lg font-semibold">{t("appName")}</div>
        <div className="flex items-center gap-3">
          <LocaleSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-zinc-200 px-4 py-4 text-base text-zinc-600 dark:border-zinc-800 dark:text-zinc-400 md:px-8">
        <span>{t("footer.rights")}</span>
        <nav className="flex flex-wrap gap-x-4 gap-y-2">
          {LEGAL_KINDS.map((kind) => (
            <Link key={kind} href={`/${locale}/${kind}`} className="underline underline-offset-2">
              {legal(kind)}
            </Link>
          ))}
          <Link href={`/${locale}/contact`} className="underline underline-offset-2">
            {legal("contact")}
          </Link>
        </nav>
      </footer>
    </div>
  );
}
