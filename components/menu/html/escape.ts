const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text and attribute values for HTML built as a string: every markup character escaped. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

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
