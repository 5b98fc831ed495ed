import { escapeHtml } from "@/lib/html/escape-html";

type AttributeValue = string | number | boolean | null | undefined;

/** ` name="value"` pairs; `true` writes the bare name, false/null/undefined leave it out. */
export function attributes(values: Record<string, AttributeValue>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      if (value === false || value === null || value === undefined) return "";
      return value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
    })
    .join("");
}
