import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { Markdown } from "@/components/menu/markdown";
import { safeUrl } from "@/lib/html/markdown-html";

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe("menu markdown", () => {
  it("keeps single line breaks and GitHub-flavoured emphasis", () => {
    expect(html("one\ntwo")).toContain("one<br>\ntwo");
    expect(html("**bold** ~~old~~")).toContain("<strong>bold</strong> <del>old</del>");
  });

  it.each(["https://x.test/a", "http://x.test", "mailto:a@b.test", "tel:+375291234567"])("keeps %s links", (url) => {
    expect(safeUrl(url)).toBe(url);
    expect(html(`[link](${url})`)).toContain(`href="${url}"`);
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "vbscript:x", "ftp://x.test"])("drops %s links", (url) => {
    expect(html(`[link](${url})`)).not.toContain("href");
  });

  it("escapes text and drops images", () => {
    expect(html("5 < 6 & \"quotes\"")).toContain("5 &#x3C; 6 &#x26; \"quotes\"");
    expect(html("![x](https://x.test/a.png) after")).not.toContain("<img");
  });

  it("never renders raw HTML", () => {
    const out = html('<script>alert(1)</script>\n\nsome <img src=x onerror="alert(1)"> text');
    expect(out).not.toContain("<script");
    expect(out).not.toContain("onerror");
    expect(out).toContain("text");
  });
});
