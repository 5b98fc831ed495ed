import type { Element } from "hast";
import { markdownHtml } from "../../html/markdown-html";
import { h } from "./hast-element";

/** An owner's Markdown text as the guest page renders it (raw HTML, images and unsafe links never pass; phones isolated). */
export function printMarkdown(text: string, className: string[]): Element {
  return h("div", { className, dir: "auto" }, { type: "raw", value: markdownHtml(text) });
}
