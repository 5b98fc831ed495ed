import type { JSX } from "preact";
import { renderToString } from "preact-render-to-string";

/**
 * The guest menu's components (this folder, Preact JSX) as one HTML string: the only place they become text.
 * Every text and attribute is escaped by the renderer; only `TrustedHtml` passes markup through.
 */
export function renderHtml(node: JSX.Element): string {
  return renderToString(node);
}
