import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { LocaleSwitch } from "@/components/shell/locale-switch";
import { ThemeSwitch } from "@/components/shell/theme-switch";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { AdminNavLink } from "./admin-nav-link";

export const ADMIN_SECTIONS = ["kitchen", "drinks", "hookah", "games", "promotions", "tables", "settings", "subscription"] as const;

/** Admin layout: sidebar navigation of the store's admin panel and a work area. */
export async function AdminLayout({
  children,
  locale,
  storeUrl,
  storeName,
  userName,
  menuUrl,
  storeSwitcher,
  subscription,
  banner,
}: {
  children: ReactNode;
  locale: string;
  storeUrl: string;
  storeName: string;
  userName: string;
  menuUrl: string;
  storeSwitcher?: ReactNode;
  /** the plan and days left, beside the user's name */
  subscription?: ReactNode;
  /** a notice above the work area (the menu closed to guests) */
  banner?: ReactNode;
}) {
  const t = await getTranslations("common");
  const base = `/${locale}/${storeUrl}/admin-panel`;
  return (
    <div data-layout="admin" className="flex min-h-dvh flex-col md:flex-row">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("nav.skipToContent")}
      </a>
      <aside className="border-b border-zinc-200 p-4 dark:border-zinc-800 md:w-64 md:shrink-0 md:border-b-0 md:border-e">
        <div className="mb-4">
          <div className="text-xs uppercase tracking-wide text-zinc-500">{t("nav.adminPanel")}</div>
          <div className="text-lg font-semibold">{storeName}</div>
          <a href={menuUrl} className="text-sm underline underline-offset-2">
            {t("nav.openMenu")}
          </a>
          {storeSwitcher}
        </div>
        <nav aria-label={t("nav.main")}>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section}>
                <AdminNavLink href={`${base}/${section}`}>{t(`nav.${section}`)}</AdminNavLink>
              </li>
            ))}
            <li>
              <AdminNavLink href={`${base}/contact`}>{t("nav.contact")}</AdminNavLink>
            </li>
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-zinc-200 px-4 py-3 dark:border-zinc-800">
          <span data-testid="current-user" className="me-auto text-sm text-zinc-600 dark:text-zinc-400">
            {userName}
          </span>
          {subscription}
          <LocaleSwitch />
          <ThemeSwitch />
          <SignOutButton />
        </header>
        {banner}
        <div className="flex-1">{children}</div>
      </div>
    </div>
  );
}
