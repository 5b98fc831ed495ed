import { getTranslations } from "next-intl/server";
import { AddTableButton } from "@/components/admin/tables/add-table-button";
import { TableList } from "@/components/admin/tables/table-list";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { listTables } from "@/lib/server/tables/list-tables";
import { rootOrigin } from "@/lib/sites/public-origin";
import { scanLink } from "@/lib/sites/scan-link";
import { createTableAction, updateTableAction, deleteTableAction, regenerateTableKeyAction, reorderTablesAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("tablesAdmin");

export default async function TablesPage({ params }: Props) {
  const { ctx, store } = await storePageContext(params);
  const tables = await listTables(ctx, { storeId: store.id });
  const origin = rootOrigin();
  const rows = tables.map((table) => ({ ...table, link: scanLink(origin, table.qrKey) }));
  const t = await getTranslations("tablesAdmin");
  return (
    <main id="main" className="flex flex-col gap-4 px-4 py-6 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <div className="flex flex-wrap gap-2">
          {rows.length > 0 ? (
            <a href={`/api/tables/sheet?storeId=${store.id}`} download className="rounded-lg border border-zinc-300 px-4 py-2 font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800">
              {t("downloadPdf")}
            </a>
          ) : null}
          <AddTableButton storeId={store.id} create={createTableAction} />
        </div>
      </div>
      <p className="text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      <TableList storeId={store.id} tables={rows} actions={{ update: updateTableAction, remove: deleteTableAction, reorder: reorderTablesAction, regenerate: regenerateTableKeyAction }} />
    </main>
  );
}
