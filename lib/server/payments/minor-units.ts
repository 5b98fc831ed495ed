import "server-only";
import { addDecimals, formatDecimal, parseDecimal } from "../../domain/decimal";

/** "89.00" → 8900: acquirers count in kopecks and cents. */
export function toMinorUnits(amount: string): number {
  return Number(addDecimals(parseDecimal(amount), { units: 0n, scale: 2 }).units);
}

/** 8900 → "89.00" */
export function fromMinorUnits(minor: number): string {
  return formatDecimal({ units: BigInt(minor), scale: 2 });
}
