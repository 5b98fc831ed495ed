import type { JSX } from "preact";
// `render`, not `renderToString`: the only name the package's CommonJS build has too (the server and tools
// compiled by scripts/build-server.mjs, scripts run by tsx).
import { render } from "preact-render-to-string";

/**
 * A void element as the renderer closes it, XHTML-style (`<meta name="x" />`). Its attribute values are always
 * double-quoted with `"` escaped, and no text it writes holds a raw `<`, so this finds tags and nothing else.
 */
const SELF_CLOSED_VOID = /(<(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)(?:\s+[^\s"'<>/=]+(?:="[^"]*")?)*) \/>/g;

/**
 * The views' components (lib/views, Preact JSX) as one HTML string: the only place they become text.
 * Every text and attribute is escaped by the renderer; only `TrustedHtml` passes markup through. Void elements
 * are written as HTML writes them (`<br>`), as the pages always sent them.
 */
export function renderHtml(node: JSX.Element): string {
  return render(node).replace(SELF_CLOSED_VOID, "$1>");
}
