import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";

/** A legal document's Markdown rendered on the server; raw HTML in it is not rendered. */
export function LegalMarkdown({ source }: { source: string }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed [&_a]:underline [&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml>
        {source}
      </Markdown>
    </div>
  );
}
