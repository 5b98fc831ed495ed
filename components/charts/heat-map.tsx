import { max } from "d3-array";
import { scaleLinear } from "d3-scale";
import { ChartTable } from "./chart-table";
import { plainNumber, type FormatValue } from "./chart-series";

/**
 * A grid of rows × columns (days of the week × hours) whose cells darken with their value.
 * Each cell names its row, column and value; the same numbers follow as a table.
 */
export function HeatMap({
  summary,
  rows,
  columns,
  values,
  columnHeader,
  tableLabel,
  formatValue = plainNumber,
}: {
  summary: string;
  rows: readonly string[];
  columns: readonly string[];
  /** values[row][column] */
  values: readonly (readonly number[])[];
  /** header of the table's first column, which lists the columns (e.g. "Hour") */
  columnHeader: string;
  tableLabel: string;
  formatValue?: FormatValue;
}) {
  const largest = Math.max(max(values.flat()) ?? 0, 1);
  const strength = scaleLinear().domain([0, largest]).range([0.12, 1]);
  const labelEvery = Math.max(1, Math.ceil(columns.length / 4));
  return (
    <figure>
      <div role="img" aria-label={summary} className="flex gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <div className="flex flex-col" aria-hidden="true">
          {rows.map((row) => (
            <span key={row} className="flex h-6 items-center justify-end whitespace-nowrap">
              {row}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${columns.length} ${rows.length}`}
            preserveAspectRatio="none"
            className="block w-full"
            style={{ height: `${rows.length * 1.5}rem` }}
          >
            {rows.map((row, rowIndex) =>
              columns.map((column, columnIndex) => {
                const value = values[rowIndex]?.[columnIndex] ?? 0;
                return (
                  <rect
                    key={`${row}-${column}`}
                    x={columnIndex + 0.05}
                    y={rowIndex + 0.08}
                    width="0.9"
                    height="0.84"
                    fillOpacity={value === 0 ? 1 : strength(value)}
                    className={value === 0 ? "fill-zinc-100 dark:fill-zinc-800" : "fill-sky-700 dark:fill-sky-300"}
                  >
                    <title>{`${row} ${column}: ${formatValue(value)}`}</title>
                  </rect>
                );
              }),
            )}
          </svg>
          <div dir="ltr" className="relative mt-1 h-4" aria-hidden="true">
            {columns.map((column, index) =>
              index % labelEvery === 0 ? (
                <span key={column} className="absolute" style={{ left: `${(index / columns.length) * 100}%` }}>
                  {column}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <ChartTable
        label={tableLabel}
        categoryHeader={columnHeader}
        categories={columns}
        series={rows.map((row, rowIndex) => ({ name: row, values: columns.map((_, index) => values[rowIndex]?.[index] ?? 0) }))}
        formatValue={formatValue}
      />
    </figure>
  );
}
