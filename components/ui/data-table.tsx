import type { ReactNode } from "react";

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
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  label: string;
  empty: ReactNode;
  testId?: string;
  rowTestId?: (row: Row) => string;
  minWidth?: string;
}) {
  if (rows.length === 0) return <p className="text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-zinc-50 dark:bg-zinc-900">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${cellClass} font-semibold ${column.className ?? ""}`}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)} className="border-t border-zinc-200 dark:border-zinc-800">
              {columns.map((column) => (
                <td key={column.key} className={`${cellClass} ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
