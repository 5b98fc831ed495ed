/** @jsxImportSource preact */

/**
 * Markup made safe before it gets here, as the content of `tag`: sanitised Markdown (lib/html/markdown-html.ts),
 * serialised JSON with `<` escaped, and the page's own inline scripts and stylesheet. Nothing typed by a user
 * passes through here unsanitised.
 */
export function TrustedHtml({ tag: Tag, html, ...attributes }: { tag: "div" | "script" | "style"; html: string; id?: string; class?: string; type?: string }) {
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}
