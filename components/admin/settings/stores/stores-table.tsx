import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isMenuOpen } from "@/lib/domain/menu-access";
import type { CompanyStore } from "@/lib/server/stores/list-company-stores";

const cell = "px-3 py-2 text-start align-top";
const link = "underline underline-offset-2 hover:text-brand-700 dark:hover:text-brand-100";

export async function StoresTable({
  stores,
  locale,
  currentStoreId,
  menuOrigin,
  now,
}: {
  stores: CompanyStore[];
  locale: string;
  currentStoreId: number;
  menuOrigin: (urlKey: string) => string;
  now: Date;
}) {
  const t = await getTranslations("staff.stores");
  const date = (store: CompanyStore) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: store.timezone }).format(store.setupEndsAt);
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full min-w-[40rem] text-sm" data-testid="stores-table">
        <caption className="sr-only">{t("listLabel")}</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            {(["name", "urlName", "status", "links"] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stores.map((store) => (
            <tr key={store.id} data-testid="store-row" className="border-t border-zinc-200 dark:border-zinc-800">
              <th scope="row" className={`${cell} font-medium`}>
                {store.name}
                {store.id === currentStoreId ? <span className="ms-1 text-zinc-500">({t("current")})</span> : null}
              </th>
              <td className={`${cell} font-mono`}>{store.urlKey}</td>
              <td className={cell}>{isMenuOpen(store, now) ? t("open") : t("setupUntil", { date: date(store) })}</td>
              <td className={cell}>
                <div className="flex flex-wrap gap-3">
                  <Link href={`/${locale}/${store.urlKey}/admin-panel`} className={link} aria-label={t("openAdmin", { name: store.name })}>
                    {t("adminPanel")}
                  </Link>
                  <a href={`${menuOrigin(store.urlKey)}/${locale}/menu`} className={link} aria-label={t("openMenu", { name: store.name })}>
                    {t("menu")}
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
