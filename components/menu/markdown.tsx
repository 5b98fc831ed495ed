import ReactMarkdown from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

const ALLOWED_PROTOCOLS = /^(https?:|mailto:|tel:)/i;

/** Only http, https, mailto and tel links survive; anything else loses its href. */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return ALLOWED_PROTOCOLS.test(trimmed) ? trimmed : "";
}

/** GitHub-flavoured markdown with single line breaks kept; raw HTML is never rendered. */
export function Markdown({ text, className, dir }: { text: string; className?: string; dir?: "auto" }) {
  return (
    <div className={className} dir={dir}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkBreaks]}
        skipHtml
        urlTransform={safeUrl}
        components={{
          a: ({ href, children }) =>
            href ? (
              <a href={href} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-2">
                {children}
              </a>
            ) : (
              <span>{children}</span>
            ),
          img: () => null,
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
