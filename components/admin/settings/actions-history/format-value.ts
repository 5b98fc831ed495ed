export type FormattedValue = { kind: "none" } | { kind: "emptyText" } | { kind: "text"; text: string };

/** A moment as history documents keep it (`Date.toISOString()`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** How a field value of a history document reads in the difference table; moments read in the store's time zone when `moment` is given. */
export function formatValue(value: unknown, moment?: (at: Date) => string): FormattedValue {
  if (value === null || value === undefined) return { kind: "none" };
  if (value === "") return { kind: "emptyText" };
  if (typeof value === "string" && moment && INSTANT.test(value)) return { kind: "text", text: moment(new Date(value)) };
  if (typeof value === "string") return { kind: "text", text: value };
  if (Array.isArray(value) && value.every((entry) => typeof entry !== "object")) return { kind: "text", text: value.length ? value.join(", ") : "[]" };
  return { kind: "text", text: typeof value === "object" ? JSON.stringify(value) : String(value) };
}
