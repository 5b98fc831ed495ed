import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AccountBar } from "@/components/admin/shell/account-bar";
import { AdminDrawer } from "@/components/admin/shell/admin-drawer";
import { AdminNavLink } from "@/components/admin/shell/admin-nav-link";
import type { ConsoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { PLATFORM_PAGES } from "./platform-pages";

/** The operator's console: its own sections in a sidebar (a drawer on phones), the account controls, the time zone of its times, and a work area. */
export async function PlatformLayout({
  children,
  banner,
  locale,
  userName,
  timeZone,
  profileHref,
}: {
  children: ReactNode;
  banner?: ReactNode;
  locale: string;
  userName: string;
  timeZone: ConsoleTimeZone;
  /** Where the administrator changes the zone (the profile page), when there is one. */
  profileHref: string | null;
}) {
  const [t, common] = await Promise.all([getTranslations("platform"), getTranslations("common")]);
  const base = `/${locale}/platform`;
  return (
    <div data-layout="platform" className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-[auto_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {common("nav.skipToContent")}
      </a>
      <AdminDrawer title={t("title")} label={common("nav.sections")}>
        <aside className="border-b border-zinc-200 p-4 md:col-start-1 md:row-span-2 md:row-start-1 md:border-b-0 md:border-e dark:border-zinc-800">
          <div className="mb-4 hidden md:block">
            <div className="text-xs uppercase tracking-wide text-zinc-500">{common("appName")}</div>
            <div className="text-lg font-semibold">{t("title")}</div>
          </div>
          <nav aria-label={t("title")}>
            <ul className="grid grid-cols-2 gap-1 md:flex md:flex-col">
              {PLATFORM_PAGES.map(([slug, key]) => (
                <li key={slug}>
                  <AdminNavLink href={`${base}/${slug}`}>{t(`nav.${key}`)}</AdminNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <AccountBar userName={userName} />
      </AdminDrawer>
      <main id="main" className="min-w-0 px-4 py-6 md:col-start-2 md:row-start-2 md:px-8">
        {banner && <div className="-mx-4 -mt-6 mb-6 md:-mx-8">{banner}</div>}
        <p className="mb-4 flex flex-wrap gap-x-3 text-sm text-zinc-600 dark:text-zinc-400">
          <span data-testid="console-time-zone">{t(`timeZone.${timeZone.source}`, { zone: timeZone.zone })}</span>
          {profileHref && (
            <a href={profileHref} className="font-medium text-brand-700 underline dark:text-brand-300">
              {t("timeZone.change")}
            </a>
          )}
        </p>
        {children}
      </main>
    </div>
  );
}
