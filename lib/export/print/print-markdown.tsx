import { markdownHtml } from "../../html/markdown-html";

/** An owner's Markdown text as the guest page renders it (raw HTML, images and unsafe links never pass; phones isolated). */
export function PrintMarkdown({ text, className }: { text: string; className: string }) {
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}
