import type { ReactNode } from "react";
import { phoneStacked, phoneStackedCell } from "./phone-stacked-table";

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** extra classes of the column's cells, e.g. `text-end whitespace-nowrap` */
  className?: string;
  /** the header is read by screen readers only (an actions column) */
  hiddenHeader?: boolean;
}

const cellClass = "px-3 py-2 text-start align-top";

/** One table look for every admin list: a caption for screen readers, a header row, one row per item, or the empty text. */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  empty,
  testId,
  rowTestId,
  minWidth = "min-w-[36rem]",
  stackOnPhone = false,
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  label: string;
  empty: ReactNode;
  testId?: string;
  rowTestId?: (row: Row) => string;
  minWidth?: string;
  /** On a phone each row becomes a card of labelled lines instead of a table scrolled sideways. */
  stackOnPhone?: boolean;
}) {
  const stack = (key: keyof typeof phoneStacked) => (stackOnPhone ? phoneStacked[key] : "");
  if (rows.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <div className={`overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800 ${stack("wrapper")}`}>
      <table className={`w-full ${minWidth} text-sm ${stack("table")}`} data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        <thead className={`bg-zinc-50 dark:bg-zinc-900 ${stack("head")}`}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${cellClass} font-semibold ${column.className ?? ""}`}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stack("body")}>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)} className={`border-t border-zinc-200 dark:border-zinc-800 ${stack("row")}`}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={stackOnPhone && !column.hiddenHeader && typeof column.header === "string" ? column.header : undefined}
                  className={`${cellClass} ${column.className ?? ""} ${stackOnPhone ? phoneStackedCell(column.hiddenHeader ? null : column.header) : ""}`}
                >
                  {stackOnPhone ? <div className="min-w-0">{column.cell(row)}</div> : column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
