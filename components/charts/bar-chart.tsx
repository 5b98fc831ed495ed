import { max } from "d3-array";
import { scaleLinear } from "d3-scale";
import { ChartLegend } from "./chart-legend";
import { ChartTable } from "./chart-table";
import { pick, plainNumber, seriesFill, type CategoryChartProps } from "./chart-series";

const labelHeight = 18;
const barHeight = 12;
const barGap = 2;
const rowGap = 10;

/**
 * Horizontal bars, one group per category and one bar per series. Widths are percentages of the
 * drawing, so the text keeps its size from a phone to a wide screen and long names have the full line.
 */
export function BarChart({
  summary,
  categories,
  series,
  categoryHeader,
  tableLabel,
  formatValue = plainNumber,
}: CategoryChartProps) {
  const largest = max(series.flatMap((one) => one.values)) ?? 0;
  const width = scaleLinear()
    .domain([0, Math.max(largest, 1)])
    .range([0, 82]);
  const rowHeight = labelHeight + series.length * (barHeight + barGap) + rowGap;
  return (
    <figure>
      <ChartLegend series={series} />
      <svg role="img" aria-label={summary} direction="ltr" width="100%" height={categories.length * rowHeight} className="block overflow-visible text-xs">
        {categories.map((category, row) => {
          const top = row * rowHeight;
          return (
            <g key={`${category}-${row}`}>
              <text x="0" y={top + 12} className="fill-zinc-700 dark:fill-zinc-300">
                {category}
              </text>
              {series.map((one, index) => {
                const value = one.values[row] ?? 0;
                const y = top + labelHeight + index * (barHeight + barGap);
                const share = width(value);
                return (
                  <g key={one.name}>
                    <rect x="0" y={y} width={`${share}%`} height={barHeight} rx="2" className={pick(seriesFill, index)}>
                      <title>{`${category}, ${one.name}: ${formatValue(value)}`}</title>
                    </rect>
                    <text x={`${share + 1}%`} y={y + barHeight - 2} className="fill-zinc-600 tabular-nums dark:fill-zinc-400">
                      {formatValue(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <ChartTable label={tableLabel} categoryHeader={categoryHeader} categories={categories} series={series} formatValue={formatValue} />
    </figure>
  );
}
