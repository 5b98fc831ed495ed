import type ExcelJS from "exceljs";

/** Significant digits kept of a number cell: drops binary noise such as 13.750000000000002. */
const PRECISION = 15;

/**
 * A cell as text: a number as its shortest decimal, a formula as the value the file stored for it
 * (never evaluated), rich text and links as their text, errors and blanks as "".
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(Number(value.toPrecision(PRECISION)));
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return value.toISOString();
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("formula" in value || "sharedFormula" in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ("text" in value && typeof value.text === "string") return value.text;
  return "";
}
