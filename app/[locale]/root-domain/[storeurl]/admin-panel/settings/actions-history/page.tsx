import { getTranslations } from "next-intl/server";
import { HistoryFilters } from "@/components/admin/settings/actions-history/history-filters";
import { HistoryPagination } from "@/components/admin/settings/actions-history/history-pagination";
import { HistoryTable } from "@/components/admin/settings/actions-history/history-table";
import { parseActionFilters } from "@/lib/schemas/history";
import { listActionFilters } from "@/lib/server/history/list-action-filters";
import { listActions } from "@/lib/server/history/list-actions";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = {
  params: Promise<{ locale: string; storeurl: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = titleMetadata("history");

export default async function ActionsHistoryPage({ params, searchParams }: Props) {
  const { ctx, store, locale, base } = await storePageContext(params);
  const filters = parseActionFilters(await searchParams);
  const [list, options] = await Promise.all([
    listActions(ctx, { storeId: store.id, locale, filters }),
    listActionFilters(ctx, { storeId: store.id }),
  ]);
  const t = await getTranslations("history");
  const action = `${base}/settings/actions-history`;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "medium", timeZone: list.timezone });
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-4">
      <h2 id="history-title" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <p className="text-zinc-600 dark:text-zinc-400">
        {t(ctx.actor.role === "store_manager" ? "scopeStore" : "scopeCompany", { store: store.name, timezone: list.timezone })}
      </p>
      <HistoryFilters action={action} filters={filters} users={options.users} objectTypes={options.objectTypes} />
      <HistoryTable entries={list.entries} base={action} format={format} showStore={ctx.actor.role !== "store_manager"} />
      <HistoryPagination base={action} filters={filters} page={list.page} pageCount={list.pageCount} total={list.total} />
    </section>
  );
}
