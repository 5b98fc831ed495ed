import { attributes } from "./escape";

/**
 * A mount point of the guest islands script (components/menu/islands): `name` picks the island, `props` go
 * as JSON; `inner` is what shows before (and without) the script, and is what the island renders over.
 */
export function islandHtml(name: string, { props, className, inner = "", tag = "div" }: { props?: object; className?: string; inner?: string; tag?: string } = {}): string {
  const attrs = attributes({ "data-island": name, "data-props": props ? JSON.stringify(props) : undefined, class: className });
  return `<${tag}${attrs}>${inner}</${tag}>`;
}
