import { pick, seriesSwatch, type ChartSeries } from "./chart-series";

/** Names of the series beside their colours; nothing when a single series needs no key. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
      {series.map((one, index) => (
        <li key={one.name} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${pick(seriesSwatch, index)}`} />
          {one.name}
        </li>
      ))}
    </ul>
  );
}
