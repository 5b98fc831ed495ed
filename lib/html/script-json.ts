/**
 * A value as JSON to put inside a `<script>` element (`application/json`, `application/ld+json` or code): no "<"
 * survives, so no text can close the element or open a comment in it; nor U+2028/2029, which old parsers
 * end a line on. JSON.parse reads the result back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
