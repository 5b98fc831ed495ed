/** Methods the Fetch standard forbids: Next.js cannot make a Request of them and would fail with 500. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export interface Refusal {
  status: 400 | 405;
  headers: Record<string, string>;
}

/**
 * The answer for a request no route can serve, before it reaches Next.js: a forbidden method (405), or a
 * target that is not a path, such as `OPTIONS *` (400). Null for every other request.
 */
export function unservableRequest(method: string | undefined, target: string | undefined): Refusal | null {
  const plain = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" };
  if (method && FORBIDDEN_METHODS.has(method.toUpperCase())) return { status: 405, headers: { ...plain, allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } };
  if (!target?.startsWith("/")) return { status: 400, headers: plain };
  return null;
}
