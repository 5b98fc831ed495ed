/** @jsxImportSource preact */

type Attribute = string | number | boolean | undefined;

/**
 * Markup made safe before it gets here, as the content of `tag`: sanitised Markdown (lib/html/markdown-html.ts),
 * serialised JSON with `<` escaped, the document's own inline scripts and stylesheet, QR codes drawn as SVG by
 * lib/qr/qr-images.ts, and views already rendered by `renderHtml`. Nothing typed by a user passes through here unescaped.
 */
export function TrustedHtml({ tag: Tag, html, ...attributes }: { tag: "div" | "li" | "script" | "style"; html: string } & Record<string, Attribute>) {
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
