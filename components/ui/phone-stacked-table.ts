/**
 * A table that reads on a phone without sideways scrolling: below the `sm` width each row is a card and each
 * cell a line led by its column's name (the cell's `data-label`), its content in one wrapper; from `sm` up it is an ordinary table.
 */
export const phoneStacked = {
  wrapper: "max-sm:overflow-visible",
  table: "max-sm:block max-sm:min-w-0",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:block max-sm:py-2 max-sm:first:border-t-0",
  cell: "max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:whitespace-normal max-sm:break-words",
  labelledCell: "max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-zinc-500 max-sm:before:content-[attr(data-label)]",
} as const;

/** The classes of one stacked cell: with its column's name in front when it has one to show. */
export const phoneStackedCell = (label: unknown) => `${phoneStacked.cell} ${typeof label === "string" && label ? phoneStacked.labelledCell : ""}`;
