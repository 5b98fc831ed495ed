import type { Element, ElementContent, Properties } from "hast";

/** What an element may hold: elements, raw HTML, texts (escaped when written out), or nothing. */
export type Child = ElementContent | string | number | null | undefined | false | readonly Child[];

function contents(children: readonly Child[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child === null || child === undefined || child === false) return [];
    if (typeof child === "string" || typeof child === "number") return [{ type: "text", value: String(child) }];
    if (Array.isArray(child)) return contents(child);
    return [child as ElementContent];
  });
}

/** A hast element (hast-util-to-html writes it out, escaping every text and attribute): the print markup's one building block. */
export function h(tagName: string, properties: Properties, ...children: Child[]): Element {
  return { type: "element", tagName, properties, children: contents(children) };
}
