import type { createFormatter } from "next-intl";

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/** A number of bytes as kB, MB or GB in the locale's words ("240 kB", "1.5 GB"), given next-intl's number formatter. */
export function byteSize(format: Pick<ReturnType<typeof createFormatter>, "number">, bytes: number): string {
  const [amount, unit] = bytes >= GB ? [bytes / GB, "gigabyte"] : bytes >= MB ? [bytes / MB, "megabyte"] : [bytes / KB, "kilobyte"];
  return format.number(amount, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: 1 });
}
