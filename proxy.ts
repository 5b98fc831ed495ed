import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { isUiLocale } from "./lib/i18n/locales";
import { routing } from "./lib/i18n/routing";
import { isSiteLocale } from "./lib/i18n/site-locale";
import { strayLocaleRest } from "./lib/i18n/stray-locale";
import { venueRouting } from "./lib/i18n/venue-routing";
import {
  isInternalPath,
  MENU_FOLDER,
  ORIGINAL_PATH_HEADER,
  ORIGINAL_SEARCH_HEADER,
  ROOT_FOLDER,
} from "./lib/sites/internal-paths";
import { resolveSite, siteToParam } from "./lib/sites/resolve-site";
import { isScanPath } from "./lib/sites/scan-link";
import { siteConfig } from "./lib/sites/site-config";

const handleRootLocale = createMiddleware(routing);
const handleVenueLocale = createMiddleware(venueRouting);
const LOCALE_HEADER = "x-next-intl-locale";

export default function proxy(request: NextRequest) {
  const site = resolveSite(request.headers.get("host"), siteConfig());
  const { pathname } = request.nextUrl;

  // A venue path under a language the service does not speak (`/de/menu`) is taken as if it had none.
  const stray = site.kind === "root" ? null : strayLocaleRest(pathname, (value) => isSiteLocale(site, value));
  if (stray !== null) {
    const bare = request.nextUrl.clone();
    bare.pathname = stray;
    return proxy(new NextRequest(bare, request));
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

  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  headers.set(ORIGINAL_SEARCH_HEADER, request.nextUrl.search);
  headers.set(LOCALE_HEADER, locale);
  const response = NextResponse.rewrite(target, { request: { headers } });
  localeResponse.headers.forEach((value, key) => {
    if (key === "set-cookie" && !unprefixed) response.headers.append(key, value);
  });
  return response;
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
