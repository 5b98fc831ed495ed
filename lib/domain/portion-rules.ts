export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const WEIGHT_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
export const WEIGHT_UNITS = ["g", "kg", "l", "ml", "pcs"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

export type PortionIssueKey = "priceAndWeightRequired" | "invalidValue" | "priceZero" | "weightZero";
export type PortionIssue = { field: "price" | "weight"; key: PortionIssueKey };

/** A decimal typed by a person: surrounding spaces dropped, a decimal comma read as a point. Never a float. */
export function normalizeDecimal(value: string): string {
  return value.trim().replace(",", ".");
}

const isZero = (value: string) => /^0*(\.0*)?$/.test(value);

function issueFor(field: "price" | "weight", raw: string, pattern: RegExp): PortionIssue | null {
  const value = normalizeDecimal(raw);
  if (value === "") return { field, key: "priceAndWeightRequired" };
  if (!pattern.test(value)) return { field, key: "invalidValue" };
  if (isZero(value)) return { field, key: field === "price" ? "priceZero" : "weightZero" };
  return null;
}

/** SPEC §5: price and weight have to be entered, neither may be 0, both are exact decimals. */
export function portionIssues(portion: { weight: string; price: string }): PortionIssue[] {
  return [issueFor("weight", portion.weight, WEIGHT_PATTERN), issueFor("price", portion.price, PRICE_PATTERN)].filter(
    (issue): issue is PortionIssue => issue !== null,
  );
}

/** "250.000" → "250", "0.330" → "0.33": trailing zeros of a stored numeric, by string only. */
export function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
