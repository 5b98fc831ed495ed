import type { ReactElement } from "react";
import renderMarkdown, { type Components } from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

const ALLOWED_PROTOCOLS = /^(https?:|mailto:|tel:)/i;

/** Only http, https, mailto and tel links survive; anything else loses its href. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return ALLOWED_PROTOCOLS.test(trimmed) ? trimmed : "";
}

const OPTIONS = {
  remarkPlugins: [remarkGfm, remarkBreaks],
  skipHtml: true,
  urlTransform: safeUrl,
  components: {
    a: ({ href, children }) =>
      href ? (
        <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-2">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    img: () => null,
  } satisfies Components,
};

/** Parsing is the costly part of a menu render and menus repeat their texts: parsed texts are kept. */
const parsed = new Map<string, ReactElement>();
const PARSED_LIMIT = 5000;

function markdownElement(text: string): ReactElement {
  const known = parsed.get(text);
  if (known) return known;
  const element = renderMarkdown({ ...OPTIONS, children: text });
  if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(text, element);
  return element;
}

/** GitHub-flavoured markdown with single line breaks kept; raw HTML is never rendered. */
export function Markdown({ text, className, dir }: { text: string; className?: string; dir?: "auto" }) {
  return (
    <div className={className} dir={dir}>
      {markdownElement(text)}
    </div>
  );
}
