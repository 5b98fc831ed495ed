export type FormattedValue = { kind: "none" } | { kind: "emptyText" } | { kind: "text"; text: string };

/** How a field value of a history document reads in the difference table. */
export function formatValue(value: unknown): FormattedValue {
  if (value === null || value === undefined) return { kind: "none" };
  if (value === "") return { kind: "emptyText" };
  if (typeof value === "string") return { kind: "text", text: value };
  if (Array.isArray(value) && value.every((entry) => typeof entry !== "object")) return { kind: "text", text: value.length ? value.join(", ") : "[]" };
  return { kind: "text", text: typeof value === "object" ? JSON.stringify(value) : String(value) };
}
