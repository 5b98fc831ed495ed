const DECIMAL = /^\d+(\.\d+)?$/;

/** A decimal as text without what does not change its value: "013.50" and "13,5" read "13.5". */
export function canonicalDecimal(text: string): string {
  const value = text.trim().replace(",", ".");
  if (!DECIMAL.test(value)) return value;
  const [whole, fraction = ""] = value.split(".");
  const integer = whole!.replace(/^0+(?=\d)/, "");
  const decimals = fraction.replace(/0+$/, "");
  return decimals ? `${integer}.${decimals}` : integer;
}

const canonicalText = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** Whether a cell read from a file says what the export wrote: texts up to surrounding spaces and line ends, numbers by value. */
export function sameCell(cell: string | undefined, written: string | number | null, decimal = false): boolean {
  const read = cell ?? "";
  const wrote = written === null ? "" : String(written);
  return decimal ? canonicalDecimal(read) === canonicalDecimal(wrote) : canonicalText(read) === canonicalText(wrote);
}
