import { markdownHtml } from "@/lib/html/markdown-html";

/** GitHub-flavoured markdown with single line breaks kept; raw HTML, images and unsafe links never pass. */
export function Markdown({ text, className, dir }: { text: string; className?: string; dir?: "auto" }) {
  return <div className={className} dir={dir} dangerouslySetInnerHTML={{ __html: markdownHtml(text) }} />;
}
