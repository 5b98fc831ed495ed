/** @jsxImportSource preact */
import { markdownHtml } from "@/lib/html/markdown-html";
import { TrustedHtml } from "@/lib/html/trusted-html";

/** An owner's Markdown (descriptions, the venue's information, promotions), sanitised, as a `div`'s content. */
export function MarkdownText({ text, class: className, dir }: { text: string; class?: string; dir?: "auto" }) {
  return <TrustedHtml tag="div" class={className} dir={dir} html={markdownHtml(text)} />;
}
