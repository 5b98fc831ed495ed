import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ActionFilters } from "@/lib/schemas/history";

function pageHref(base: string, filters: ActionFilters, page: number) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, page })) {
    if (value !== undefined && !(key === "page" && value === 1)) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

export async function HistoryPagination({ base, filters, page, pageCount, total }: { base: string; filters: ActionFilters; page: number; pageCount: number; total: number }) {
  const t = await getTranslations("history.pagination");
  const link = "rounded-md border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link href={pageHref(base, filters, page - 1)} className={link} rel="prev">
          {t("previous")}
        </Link>
      ) : null}
      <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("status", { page: Math.min(page, pageCount), pages: pageCount, total })}</span>
      {page < pageCount ? (
        <Link href={pageHref(base, filters, page + 1)} className={link} rel="next">
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
