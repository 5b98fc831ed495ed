/** The link a table's QR code carries: `{root origin}/t/{qrKey}`. */
export function scanLink(rootSiteOrigin: string, qrKey: string): string {
  return `${rootSiteOrigin}/t/${encodeURIComponent(qrKey)}`;
}

const SCAN_PATH = /^\/t\/[^/]+\/?$/;

/** True for a scan link's path (`/t/{qrKey}`), which is served without a locale prefix. */
export function isScanPath(pathname: string): boolean {
  return SCAN_PATH.test(pathname);
}
