import { BarChart } from "@/components/charts/bar-chart";
import type { KeyCount } from "@/lib/schemas/analytics";

/** A ranked list of counts (tables, languages, dishes) as horizontal bars with the numbers also as a table. */
export function KeyCountChart({
  entries,
  summary,
  header,
  tableLabel,
  seriesName,
  empty,
  formatValue,
}: {
  entries: readonly KeyCount[];
  summary: string;
  header: string;
  tableLabel: string;
  seriesName: string;
  empty: string;
  formatValue: (value: number) => string;
}) {
  if (entries.length === 0) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{empty}</p>;
  return (
    <BarChart
      summary={summary}
      categories={entries.map((entry) => entry.label)}
      series={[{ name: seriesName, values: entries.map((entry) => entry.count) }]}
      categoryHeader={header}
      tableLabel={tableLabel}
      formatValue={formatValue}
    />
  );
}
