import { describe, expect, it } from "vitest";
import { h } from "preact";
import { guestDocumentHtml } from "@/lib/views/menu/guest-document";
import { Island } from "@/lib/views/menu/island";
import { renderHtml } from "@/lib/html/render-html";
import { TABLE_PARAM, TableBadge } from "@/lib/views/menu/table-badge";

const assets = { script: "/guest/islands-abc.js", stylesheet: "body{margin:0}" };
const head = {
  title: "Menu · Café <Bar>",
  description: 'A "quiet" place',
  siteName: "Café <Bar>",
  alternates: { canonical: "https://bar.menu.example/ar/menu", languages: { ar: "https://bar.menu.example/ar/menu", "x-default": "https://bar.menu.example/ru/menu" } },
};

describe("a guest page's document", () => {
  const html = guestDocumentHtml({ locale: "ar", head, children: h("main", { id: "main" }), assets, messages: { menu: { x: "</script><script>alert(1)</script>" } }, offline: true });

  it("is one HTML document in the guest's language and direction, with its stylesheet inline and one module script", () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="ar" dir="rtl">')).toBe(true);
    expect(html).toContain("<style>body{margin:0}</style>");
    expect(html.match(/<script[^>]*\bsrc=/g)).toEqual(['<script type="module" src=']);
    expect(html).toContain('src="/guest/islands-abc.js"');
    expect(html).toContain('<body class="bg-[var(--background)] text-[var(--foreground)] antialiased" data-offline-menu>');
  });

  it("escapes the venue's texts in the head and links every language", () => {
    expect(html).toContain("<title>Menu · Café &lt;Bar></title>");
    expect(html).toContain('<meta name="description" content="A &quot;quiet&quot; place">');
    expect(html).toContain('<link rel="canonical" href="https://bar.menu.example/ar/menu">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://bar.menu.example/ru/menu">');
  });

  it("keeps the islands' texts inside their JSON script whatever they hold", () => {
    const json = /<script type="application\/json" id="guest-messages">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual({ menu: { x: "</script><script>alert(1)</script>" } });
    expect(html).not.toContain("<script>alert(1)");
  });
});

describe("island mount points", () => {
  it("carry the island's name and its props as JSON in an attribute, escaped", () => {
    const html = renderHtml(h(Island, { name: "copy-button", tag: "span", props: { text: `p"a<s>s` } }));
    expect(html).toBe('<span data-island="copy-button" data-props="{&quot;text&quot;:&quot;p\\&quot;a&lt;s>s&quot;}"></span>');
  });
});

describe("the table badge", () => {
  it("takes 1 to 9999 only", () => {
    expect(["1", "42", "9999"].every((value) => TABLE_PARAM.test(value))).toBe(true);
    expect(["0", "01", "10000", "1a", ""].some((value) => TABLE_PARAM.test(value))).toBe(false);
  });

  it("is hidden until its script fills in the number, and carries the text escaped", () => {
    const html = renderHtml(h(TableBadge, { template: 'Table "{position}"' }));
    expect(html).toMatch(/^<p data-testid="table-badge" hidden data-template="Table &quot;\{position\}&quot;"/);
    expect(html).toContain("document.currentScript.previousElementSibling");
  });
});
