import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LegalMarkdown } from "@/components/legal/legal-markdown";
import { markdownHtml } from "@/lib/html/markdown-html";

const html = (source: string) => renderToStaticMarkup(createElement(LegalMarkdown, { source }));

describe("legal documents' Markdown", () => {
  it("goes through the menu texts' pipeline: the same HTML inside the document's frame", () => {
    const source = "# Terms\n\nFirst line\nsecond line\n\n- one\n- two\n\n[Contacts](https://carta.test/contacts)";
    expect(html(source)).toContain(markdownHtml(source));
  });

  it("keeps single line breaks", () => {
    expect(html("First line\nsecond line")).toContain("First line<br>\nsecond line");
  });

  it.each(["xmpp:support@carta.test", "irc://irc.carta.test/help", "javascript:alert(1)"])("drops a %s link", (url) => {
    expect(html(`[write to us](${url})`)).not.toContain("href");
  });

  it("never renders raw HTML", () => {
    const out = html('Text <script>alert(1)</script> <img src=x onerror="alert(1)">');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("onerror");
  });
});
