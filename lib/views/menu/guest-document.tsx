/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import { localeDirection } from "@/lib/i18n/locales";
import { themeBootScript } from "@/lib/domain/theme";
import type { Alternates } from "@/lib/i18n/alternates";
import { GUEST_MESSAGES_ID } from "@/lib/views/menu/guest-messages-id";
import { JsonScript } from "./json-script";
import { renderHtml } from "@/lib/html/render-html";
import { TrustedHtml } from "@/lib/html/trusted-html";

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

function Head({ locale, head }: { locale: string; head: GuestHead }) {
  const { alternates } = head;
  return (
    <>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c0a09" />
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      {head.noindex ? <meta name="robots" content="noindex" /> : null}
      {alternates ? <link rel="canonical" href={alternates.canonical} /> : null}
      {alternates ? Object.entries(alternates.languages).map(([code, href]) => <link key={code} rel="alternate" hreflang={code} href={href} />) : null}
      <meta property="og:title" content={head.title} />
      {head.description ? <meta property="og:description" content={head.description} /> : null}
      {alternates ? <meta property="og:url" content={alternates.canonical} /> : null}
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:locale" content={locale} />
      <meta property="og:type" content="website" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
    </>
  );
}

interface GuestDocumentProps {
  locale: string;
  head: GuestHead;
  assets: GuestAssets;
  messages: object;
  offline: boolean;
  children: ComponentChildren;
}

/** A whole guest page: head, the stylesheet inline, the theme applied before paint, the islands script and its texts. */
function GuestDocument({ locale, head, assets, messages, offline, children }: GuestDocumentProps) {
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <Head locale={locale} head={head} />
        <TrustedHtml tag="style" html={assets.stylesheet} />
        <TrustedHtml tag="script" html={themeBootScript()} />
        <script type="module" src={assets.script} />
      </head>
      <body class="bg-[var(--background)] text-[var(--foreground)] antialiased" data-offline-menu={offline}>
        {children}
        <JsonScript type="application/json" id={GUEST_MESSAGES_ID} data={messages} />
      </body>
    </html>
  );
}

/** A guest page as the HTML document the route sends. */
export function guestDocumentHtml(props: GuestDocumentProps): string {
  return `<!DOCTYPE html>${renderHtml(<GuestDocument {...props} />)}`;
}
