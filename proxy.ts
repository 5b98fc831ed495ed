import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { env } from "./lib/env";
import { actionBodyRefusal } from "./lib/http/action-body-refusal";
import { contentSecurityPolicy } from "./lib/http/content-security-policy";
import { foreignOrigin } from "./lib/http/foreign-origin";
import { strictTransportSecurity } from "./lib/http/strict-transport-security";
import { isUiLocale } from "./lib/i18n/locales";
import { routing, venueRouting } from "./lib/i18n/routing";
import { isSiteLocale } from "./lib/i18n/site-locale";
import { strayLocaleRest } from "./lib/i18n/stray-locale";
import {
  isInternalPath,
  MENU_FOLDER,
  ORIGINAL_PATH_HEADER,
  NONCE_HEADER,
  ORIGINAL_SEARCH_HEADER,
  ROOT_FOLDER,
} from "./lib/sites/internal-paths";
import { resolveSite, siteToParam } from "./lib/sites/resolve-site";
import { isScanPath } from "./lib/sites/scan-link";
import { siteConfig } from "./lib/sites/site-config";

const handleRootLocale = createMiddleware(routing);
const handleVenueLocale = createMiddleware(venueRouting);
const LOCALE_HEADER = "x-next-intl-locale";
const CSP_HEADER = "content-security-policy";
/** The route handlers of a venue's guest pages (app/[locale]/menu-domain/[site]/…/route.ts), by their path within the venue. */
const GUEST_ROUTES = /^\/(?:menu|promotions\/[^/]+|reviews|deterrence)$/;

export default function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  if (request.method === "POST" && request.headers.has("next-action")) return refusedAction(request).then((refused) => refused ?? answer(request));
  return answer(request);
}

/** The rewrite, redirect or refusal for a request, and HSTS when the service is public over https. */
function answer(request: NextRequest): NextResponse {
  const protocol = env().PUBLIC_PROTOCOL;
  const response = route(request, protocol);
  const transport = strictTransportSecurity(protocol);
  if (transport) response.headers.set("strict-transport-security", transport);
  return response;
}

function route(request: NextRequest, protocol: "http" | "https"): NextResponse {
  const host = request.headers.get("host");
  if (foreignOrigin(request.method, request.headers.get("origin"), host, protocol)) {
    return new NextResponse("Forbidden", { status: 403, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
  const site = resolveSite(host, siteConfig());
  const { pathname } = request.nextUrl;

  // A venue path under a language the service does not speak (`/de/menu`) is taken as if it had none.
  const stray = site.kind === "root" ? null : strayLocaleRest(pathname, (value) => isSiteLocale(site, value));
  if (stray !== null) {
    const bare = request.nextUrl.clone();
    bare.pathname = stray;
    return route(new NextRequest(bare, request), protocol);
  }

  if (site.kind !== "root" && pathname === "/") {
    const menu = request.nextUrl.clone();
    menu.pathname = "/menu";
    return NextResponse.redirect(menu, 307);
  }

  // A scanned table code goes straight to the venue's menu: no locale redirect on the way.
  const scan = site.kind === "root" && isScanPath(pathname);
  const [, first = "", ...rest] = pathname.split("/");
  // A venue page without a language picks one itself, among the languages that venue offers.
  const unprefixed = site.kind !== "root" && !isSiteLocale(site, first);
  const localeResponse = (site.kind === "root" ? handleRootLocale : handleVenueLocale)(request);
  if (!scan && !unprefixed && localeResponse.headers.has("location")) return localeResponse;

  const locale = scan ? redirectLocale(localeResponse) : isSiteLocale(site, first) ? first : routing.defaultLocale;
  const inner = scan || unprefixed ? pathname.replace(/\/$/, "") : `/${rest.join("/")}`.replace(/\/$/, "") || "";

  const target = request.nextUrl.clone();
  if (isInternalPath(pathname)) {
    target.pathname = `/${locale}/${ROOT_FOLDER}/not-found`;
  } else if (site.kind === "root") {
    target.pathname = `/${locale}/${ROOT_FOLDER}${inner}`;
  } else {
    target.pathname = `/${locale}/${MENU_FOLDER}/${encodeURIComponent(siteToParam(site))}${inner}`;
  }

  // Next.js puts the nonce it finds in the request's policy on its own scripts (and so do our layouts).
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`], frameable: site.kind !== "root" });
  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  headers.set(ORIGINAL_SEARCH_HEADER, request.nextUrl.search);
  headers.set(LOCALE_HEADER, locale);
  headers.set(CSP_HEADER, policy);
  headers.set(NONCE_HEADER, nonce);
  const response = NextResponse.rewrite(target, { request: { headers } });
  // A venue's guest pages send their own policy, with the hashes of their inline scripts (they are kept whole in the page cache).
  if (site.kind === "root" || !GUEST_ROUTES.test(inner)) response.headers.set(CSP_HEADER, policy);
  localeResponse.headers.forEach((value, key) => {
    if (key === "set-cookie" && !unprefixed) response.headers.append(key, value);
  });
  return response;
}

/** A server action request whose body Next.js would fail on with 500: refused with 400 or 413 (lib/http/action-body-refusal.ts). */
async function refusedAction(request: NextRequest): Promise<NextResponse | null> {
  const status = actionBodyRefusal(request.headers.get("content-type"), await request.text());
  if (status === null) return null;
  return NextResponse.json({ error: status === 413 ? "Payload too large" : "Bad request" }, { status, headers: { "cache-control": "no-store" } });
}

/** The language next-intl would have redirected to (cookie, then Accept-Language, then the default). */
function redirectLocale(response: Response): string {
  const location = response.headers.get("location");
  const first = location ? new URL(location, "http://localhost").pathname.split("/")[1] : undefined;
  return first && isUiLocale(first) ? first : routing.defaultLocale;
}

export const config = {
  matcher: ["/((?!api/|_next/|builds/|.*\\.[a-zA-Z0-9]+$).*)"],
};
