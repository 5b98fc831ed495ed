/** Where the review widget's frame comes from (lib/domain/review-widget/yandex-urls.ts). */
const REVIEW_WIDGET_ORIGIN = "https://yandex.ru";

export interface PolicyOptions {
  /** script sources besides 'self': a nonce (`'nonce-…'`) or the hashes of the page's inline scripts */
  scripts: string[];
  /** whether other sites may show the page in a frame: only a venue's guest pages */
  frameable: boolean;
}

/**
 * The Content-Security-Policy of a page: scripts only from our origin plus the inline ones it names, no
 * plugins, forms and base URL kept to our origin; the root site and the admin panel refuse to be framed.
 */
export function contentSecurityPolicy({ scripts, frameable }: PolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src 'self' ${REVIEW_WIDGET_ORIGIN}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(frameable ? [] : ["frame-ancestors 'none'"]),
  ].join("; ");
}
