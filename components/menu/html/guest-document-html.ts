import { localeDirection } from "@/lib/i18n/locales";
import { escapeHtml } from "@/lib/html/escape-html";
import { themeBootScript } from "@/lib/domain/theme";
import type { Alternates } from "@/lib/i18n/alternates";
import { GUEST_MESSAGES_ID } from "@/components/menu/islands/intl";
import { attributes } from "./escape";

export interface GuestHead {
  title: string;
  description?: string | null;
  alternates?: Alternates;
  siteName: string;
  noindex?: boolean;
}

export interface GuestAssets {
  /** URL of the islands script */
  script: string;
  /** the stylesheet's text, sent in the page: no request stands between the HTML and the first paint */
  stylesheet: string;
}

const meta = (values: Record<string, string>) => `<meta${attributes(values)}>`;

function headHtml(locale: string, head: GuestHead): string {
  const { alternates } = head;
  const links = alternates
    ? `<link${attributes({ rel: "canonical", href: alternates.canonical })}>` +
      Object.entries(alternates.languages)
        .map(([code, href]) => `<link${attributes({ rel: "alternate", hreflang: code, href })}>`)
        .join("")
    : "";
  return (
    `<meta charset="utf-8">` +
    meta({ name: "viewport", content: "width=device-width, initial-scale=1" }) +
    meta({ name: "theme-color", media: "(prefers-color-scheme: light)", content: "#ffffff" }) +
    meta({ name: "theme-color", media: "(prefers-color-scheme: dark)", content: "#0c0a09" }) +
    `<title>${escapeHtml(head.title)}</title>` +
    (head.description ? meta({ name: "description", content: head.description }) : "") +
    (head.noindex ? meta({ name: "robots", content: "noindex" }) : "") +
    links +
    meta({ property: "og:title", content: head.title }) +
    (head.description ? meta({ property: "og:description", content: head.description }) : "") +
    (alternates ? meta({ property: "og:url", content: alternates.canonical }) : "") +
    meta({ property: "og:site_name", content: head.siteName }) +
    meta({ property: "og:locale", content: locale }) +
    meta({ property: "og:type", content: "website" }) +
    `<link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any">`
  );
}

/** A whole guest page: head, the stylesheet inline, the theme applied before paint, the islands script and its texts. */
export function guestDocumentHtml({ locale, head, body, assets, messages, offline }: { locale: string; head: GuestHead; body: string; assets: GuestAssets; messages: object; offline: boolean }): string {
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return (
    `<!DOCTYPE html><html${attributes({ lang: locale, dir: localeDirection(locale) })}><head>${headHtml(locale, head)}` +
    `<style>${assets.stylesheet}</style><script>${themeBootScript()}</script>` +
    `<script type="module"${attributes({ src: assets.script })}></script></head>` +
    `<body${attributes({ class: "bg-[var(--background)] text-[var(--foreground)] antialiased", "data-offline-menu": offline })}>${body}` +
    `<script type="application/json"${attributes({ id: GUEST_MESSAGES_ID })}>${json}</script></body></html>`
  );
}
