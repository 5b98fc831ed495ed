import { max } from "d3-array";
import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import { ChartLegend } from "./chart-legend";
import { ChartTable } from "./chart-table";
import { pick, plainNumber, seriesStroke, type CategoryChartProps } from "./chart-series";

const drawingHeight = 100;

/** Every how many categories an axis label fits on a phone-wide line. */
function labelledIndexes(count: number): number[] {
  if (count <= 1) return [0];
  const step = Math.max(1, Math.ceil((count - 1) / 3));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  const last = indexes.at(-1) ?? 0;
  // the last day is always named; a label too close before it gives way
  if (last !== count - 1) {
    if (count - 1 - last < step / 2 && indexes.length > 1) indexes.pop();
    indexes.push(count - 1);
  }
  return indexes;
}

/**
 * Values over ordered categories (usually days): the first series as a filled area, further series as
 * dashed lines (e.g. the previous period). The drawing stretches to the width; labels stay HTML text.
 */
export function LineChart({
  summary,
  categories,
  series,
  categoryHeader,
  tableLabel,
  formatValue = plainNumber,
}: CategoryChartProps) {
  const count = categories.length;
  const largest = Math.max(max(series.flatMap((one) => one.values)) ?? 0, 1);
  const x = scaleLinear()
    .domain([0, Math.max(count - 1, 1)])
    .range([0, Math.max(count - 1, 1)]);
  const y = scaleLinear().domain([0, largest]).range([drawingHeight, 0]);
  const path = line<number>()
    .x((_, index) => x(index))
    .y((value) => y(value));
  const fill = area<number>()
    .x((_, index) => x(index))
    .y0(drawingHeight)
    .y1((value) => y(value));
  const viewWidth = Math.max(count - 1, 1);
  return (
    <figure>
      <ChartLegend series={series} />
      <div role="img" aria-label={summary} className="flex gap-2 text-xs text-zinc-600 dark:text-zinc-400">
        <div className="flex h-40 flex-col justify-between text-end tabular-nums" aria-hidden="true">
          <span>{formatValue(largest)}</span>
          <span>{formatValue(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg aria-hidden="true" viewBox={`0 0 ${viewWidth} ${drawingHeight}`} preserveAspectRatio="none" className="block h-40 w-full overflow-visible">
            <line x1="0" x2={viewWidth} y1={drawingHeight} y2={drawingHeight} vectorEffect="non-scaling-stroke" className="stroke-zinc-300 dark:stroke-zinc-700" />
            <line x1="0" x2={viewWidth} y1="0" y2="0" vectorEffect="non-scaling-stroke" strokeDasharray="2 4" className="stroke-zinc-200 dark:stroke-zinc-800" />
            {series[0] && <path d={fill([...series[0].values]) ?? ""} className="fill-sky-600/15 dark:fill-sky-400/20" />}
            {series.map((one, index) => (
              <path
                key={one.name}
                d={path([...one.values]) ?? ""}
                fill="none"
                strokeWidth="2"
                strokeDasharray={index === 0 ? undefined : "5 4"}
                vectorEffect="non-scaling-stroke"
                className={pick(seriesStroke, index)}
              />
            ))}
            {categories.map((category, index) => (
              <rect key={`${category}-${index}`} x={x(index) - 0.5} y="0" width="1" height={drawingHeight} fill="transparent">
                <title>{[category, ...series.map((one) => `${one.name}: ${formatValue(one.values[index] ?? 0)}`)].join("\n")}</title>
              </rect>
            ))}
          </svg>
          <div dir="ltr" className="relative mt-1 h-4" aria-hidden="true">
            {labelledIndexes(count).map((index) => (
              <span
                key={index}
                className="absolute whitespace-nowrap"
                style={{ left: `${(x(index) / viewWidth) * 100}%`, transform: `translateX(-${(x(index) / viewWidth) * 100}%)` }}
              >
                {categories[index]}
              </span>
            ))}
          </div>
        </div>
      </div>
      <ChartTable label={tableLabel} categoryHeader={categoryHeader} categories={categories} series={series} formatValue={formatValue} />
    </figure>
  );
}
