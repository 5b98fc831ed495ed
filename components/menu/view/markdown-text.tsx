/** @jsxImportSource preact */
import { markdownHtml } from "@/lib/html/markdown-html";
import { TrustedHtml } from "./trusted-html";

/** An owner's Markdown (descriptions, the venue's information), sanitised, in a `div` with `class`. */
export function MarkdownText({ text, class: className }: { text: string; class?: string }) {
  return <TrustedHtml tag="div" class={className} html={markdownHtml(text)} />;
}
