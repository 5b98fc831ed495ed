import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AdminNavLink } from "./admin-nav-link";

/** Inner layout of admin-settings and admin-subscription: a title and a tab list of sub-pages. */
export async function AdminTabsLayout({
  children,
  kind,
  title,
  base,
  tabs,
}: {
  children: ReactNode;
  kind: "admin-settings" | "admin-subscription";
  title: string;
  base: string;
  tabs: { slug: string; label: string }[];
}) {
  const t = await getTranslations("common");
  return (
    <div data-layout={kind} className="px-4 py-6 md:px-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <nav aria-label={title} className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {tabs.map((tab) => (
            <li key={tab.slug}>
              <AdminNavLink href={tab.slug ? `${base}/${tab.slug}` : base} exact={!tab.slug}>{tab.label}</AdminNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="mt-6" aria-label={t("appName")}>
        {children}
      </main>
    </div>
  );
}
