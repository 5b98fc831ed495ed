import { Markdown } from "@/components/menu/markdown";

/** A legal document's Markdown, through the one Markdown pipeline (lib/html/markdown-html.ts). */
export function LegalMarkdown({ source }: { source: string }) {
  return (
    <Markdown
      text={source}
      className="flex flex-col gap-3 leading-relaxed [&_a]:underline [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
    />
  );
}
