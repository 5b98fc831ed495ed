import type { ElementContent, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { isolatePhones } from "../domain/bidi";

const ALLOWED_PROTOCOLS = /^(https?:|mailto:|tel:)/i;

/** Only http, https, mailto and tel links survive; anything else loses its href. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return ALLOWED_PROTOCOLS.test(trimmed) ? trimmed : "";
}

/** Raw HTML in the text is dropped on the way to HTML (remark-rehype keeps it only when told to). */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkBreaks).use(remarkRehype);

function clean<T extends RootContent | ElementContent>(nodes: T[]): T[] {
  return nodes.flatMap((node): T[] => {
    if (node.type === "text") return [{ ...node, value: isolatePhones(node.value) }];
    if (node.type !== "element") return [node];
    if (node.tagName === "img") return [];
    const children = clean(node.children);
    if (node.tagName !== "a") return [{ ...node, children }];
    const href = safeUrl(String(node.properties.href ?? ""));
    if (!href) return [{ type: "element", tagName: "span", properties: {}, children } as T];
    const properties = { href, rel: "noopener noreferrer nofollow", target: "_blank", className: ["underline", "underline-offset-2"] };
    return [{ ...node, properties, children }];
  });
}

const rendered = new Map<string, string>();
const RENDERED_LIMIT = 5000;

/**
 * GitHub-flavoured markdown with single line breaks kept, as HTML; raw HTML, images and unsafe links never pass;
 * phone numbers keep their order in right-to-left text.
 */
export function markdownHtml(text: string): string {
  const known = rendered.get(text);
  if (known !== undefined) return known;
  const tree = processor.runSync(processor.parse(text)) as Root;
  const html = toHtml({ ...tree, children: clean(tree.children) });
  if (rendered.size >= RENDERED_LIMIT) rendered.delete(rendered.keys().next().value as string);
  rendered.set(text, html);
  return html;
}
