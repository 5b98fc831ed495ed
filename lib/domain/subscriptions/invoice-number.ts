import { DEFAULT_STORE_TIME_ZONE } from "../../constants";
import { localDate } from "./local-calendar";

const SEQUENCE_DIGITS = 6;

/** An invoice's number as printed: series, year and the place in that year's run, e.g. `CA-2026-000123`. */
export function formatInvoiceNumber(series: string, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}

/** The accounting year an invoice issued at `at` belongs to: the calendar year at the seller's home (Minsk). */
export function invoiceYear(at: Date): number {
  return Number(localDate(at, DEFAULT_STORE_TIME_ZONE).slice(0, 4));
}
