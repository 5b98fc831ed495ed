"use client";

import { useTranslations } from "next-intl";
import { useSaveOrder } from "@/components/admin/shell/use-save-order";
import type { ReorderTables } from "@/lib/schemas/tables";
import type { ActionResult } from "@/lib/server/auth/action";
import type { TableRow } from "@/lib/server/tables/list-tables";
import { SortableCards } from "@/components/ui/sortable-cards";
import { TableQr } from "./table-qr";
import { type TableActions, TableRowActions } from "./table-row-actions";
import { useErrorText } from "@/components/forms/use-error-text";

export type TableListRow = TableRow & { link: string };

export function TableList({
  storeId,
  tables,
  actions,
}: {
  storeId: number;
  tables: TableListRow[];
  actions: TableActions & { reorder: (input: ReorderTables) => Promise<ActionResult<unknown>> };
}) {
  const t = useTranslations("tablesAdmin");
  const errorText = useErrorText("tables");
  const reorder = useSaveOrder((ids) => actions.reorder({ storeId, ids }), errorText, t("reordered"));
  if (tables.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{t("empty")}</p>;
  return (
    <SortableCards
      items={tables}
      label={t("listLabel")}
      nameOf={(row) => row.name}
      onReorder={reorder}
      render={(row) => (
        <div className="flex flex-wrap items-start gap-x-4 gap-y-2" data-testid="table-row" data-table-id={row.id}>
          <TableQr row={row} />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words" data-testid="table-name">
              {row.name}
            </p>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("position", { position: row.position })}</p>
            {row.note ? <p className="mt-1 text-sm break-words whitespace-pre-line">{row.note}</p> : null}
            <p className="mt-1 text-xs break-all text-zinc-500" data-testid="scan-link">
              {row.link}
            </p>
          </div>
          <TableRowActions row={row} actions={actions} />
        </div>
      )}
    />
  );
}
