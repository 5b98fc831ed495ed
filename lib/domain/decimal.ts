/** An exact decimal number: `units` × 10^−`scale`. */
export interface Decimal {
  units: bigint;
  scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Parses a numeric string such as "12.50"; anything missing, empty or malformed is zero. */
export function parseDecimal(text: string | null | undefined): Decimal {
  const match = DECIMAL_TEXT.exec((text ?? "").trim());
  if (!match) return ZERO;
  const [, sign, whole = "", fraction = ""] = match;
  if (!whole && !fraction) return ZERO;
  const units = BigInt(`${whole}${fraction}` || "0");
  return { units: sign === "-" ? -units : units, scale: fraction.length };
}

function unitsAt(value: Decimal, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: unitsAt(a, scale) + unitsAt(b, scale), scale };
}

/** Multiplies by a whole number, keeping the scale. */
export function multiplyDecimal(value: Decimal, factor: number): Decimal {
  return { units: value.units * BigInt(Math.trunc(factor)), scale: value.scale };
}

export function formatDecimal(value: Decimal): string {
  const digits = (value.units < 0n ? -value.units : value.units).toString().padStart(value.scale + 1, "0");
  const sign = value.units < 0n ? "-" : "";
  if (value.scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
}
