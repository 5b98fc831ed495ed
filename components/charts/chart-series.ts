/** One named row of values, aligned with the chart's categories (same length, same order). */
export interface ChartSeries {
  name: string;
  values: readonly number[];
}

export type FormatValue = (value: number) => string;

/** What a chart of values over categories is given: its numbers, and the words of its table. */
export interface CategoryChartProps {
  /** what the chart shows, read by screen readers in place of the drawing */
  summary: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  categoryHeader: string;
  tableLabel: string;
  formatValue?: FormatValue;
}

export const plainNumber: FormatValue = (value) => String(value);

/** Fill and stroke classes of the n-th series, readable on light and dark backgrounds. */
export const seriesFill = ["fill-sky-600 dark:fill-sky-400", "fill-amber-500 dark:fill-amber-300", "fill-emerald-600 dark:fill-emerald-400"];
export const seriesStroke = ["stroke-sky-600 dark:stroke-sky-400", "stroke-amber-500 dark:stroke-amber-300", "stroke-emerald-600 dark:stroke-emerald-400"];
export const seriesSwatch = ["bg-sky-600 dark:bg-sky-400", "bg-amber-500 dark:bg-amber-300", "bg-emerald-600 dark:bg-emerald-400"];

export function pick(list: readonly string[], index: number): string {
  return list[index % list.length] ?? "";
}
