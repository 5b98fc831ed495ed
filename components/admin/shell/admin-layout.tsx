import { type ReactNode, Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { AccountBar } from "./account-bar";
import { AdminDrawer } from "./admin-drawer";
import { AdminNavLink } from "./admin-nav-link";

export const ADMIN_SECTIONS = ["kitchen", "drinks", "hookah", "games", "promotions", "tables", "analytics", "settings", "subscription"] as const;

/** Admin layout: the store's sections in a sidebar (a drawer on phones), the account controls, and a work area. */
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
    <div data-layout="admin" className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:grid-rows-[auto_auto_1fr]">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("nav.skipToContent")}
      </a>
      {/* A boundary of its own: the sections and account controls hydrate apart from the page, and a tap on the page does not wait for them. */}
      <Suspense>
        <AdminDrawer title={storeName} label={t("nav.sections")}>
          <aside className="border-b border-zinc-200 p-4 md:col-start-1 md:row-span-3 md:row-start-1 md:border-b-0 md:border-e dark:border-zinc-800">
            <div className="mb-4">
              <div className="hidden text-xs uppercase tracking-wide text-zinc-500 md:block">{t("nav.adminPanel")}</div>
              <div className="hidden text-lg font-semibold md:block">{storeName}</div>
              <a href={menuUrl} className="text-sm underline underline-offset-2">
                {t("nav.openMenu")}
              </a>
              {storeSwitcher}
            </div>
            <nav aria-label={t("nav.main")}>
              <ul className="grid grid-cols-2 gap-1 md:flex md:flex-col">
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
          <AccountBar userName={userName}>{subscription}</AccountBar>
        </AdminDrawer>
      </Suspense>
      <div className="min-w-0 md:col-start-2 md:row-start-2">{banner}</div>
      <div className="min-w-0 md:col-start-2 md:row-start-3">{children}</div>
    </div>
  );
}
