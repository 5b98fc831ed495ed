import type { ChartSeries, FormatValue } from "./chart-series";

/** The chart's numbers as a table, folded under a summary line so sighted readers can open it too. */
export function ChartTable({
  label,
  categoryHeader,
  categories,
  series,
  formatValue,
}: {
  label: string;
  categoryHeader: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: FormatValue;
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">{label}</summary>
      <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th scope="col" className="px-3 py-1.5 text-start font-semibold">
                {categoryHeader}
              </th>
              {series.map((one) => (
                <th key={one.name} scope="col" className="px-3 py-1.5 text-end font-semibold">
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={`${category}-${row}`} className="border-t border-zinc-200 dark:border-zinc-800">
                <th scope="row" className="px-3 py-1.5 text-start font-normal">
                  {category}
                </th>
                {series.map((one) => (
                  <td key={one.name} className="px-3 py-1.5 text-end tabular-nums">
                    {formatValue(one.values[row] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
