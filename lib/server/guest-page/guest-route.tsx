/** @jsxImportSource preact */
import "server-only";
import { translations } from "@/lib/i18n/translations";
import type { VNode } from "preact";
import { guestDocumentHtml, type GuestHead } from "@/lib/views/menu/guest-document";
import { Notice } from "@/lib/views/menu/notice";
import { NotFound } from "@/lib/views/menu/not-found";
import { log } from "@/lib/log";
import { localizedAlternates } from "@/lib/i18n/alternates";
import { isContentLocale, type ContentLocale } from "@/lib/i18n/locales";
import { offeredLocaleRedirect, offeredLocales } from "@/lib/i18n/offered-locales";
import { wantedLocales } from "@/lib/server/wanted-locales";
import { publicRoute } from "@/lib/server/auth/route";
import { requestUrl } from "@/lib/server/request-url";
import { guestVenue } from "@/lib/server/stores/guest-venue";
import { findStoreForParams } from "@/lib/server/stores/store-for-params";
import { menuSiteOrigin } from "@/lib/sites/public-origin";
import { siteFromParam } from "@/lib/sites/resolve-site";
import { contentSecurityPolicy } from "@/lib/http/content-security-policy";
import { inlineScriptHashes } from "@/lib/http/inline-script-hashes";
import { db } from "@/lib/db/runtime";
import { systemClock } from "@/lib/server/context";
import { pageFacts } from "@/lib/server/page-cache/page-facts";
import { FILL_HEADER } from "@/lib/server/page-cache/render-page";
import { guestAssets } from "./guest-assets";
import { guestIslandMessages } from "./guest-messages";

type Found = NonNullable<Awaited<ReturnType<typeof findStoreForParams>>>;

export interface GuestRequest<P> {
  params: P & { locale: ContentLocale };
  /** the venue, its languages as its plan offers them */
  store: Found;
  /** the venue with what its plan lets guests use while its menu is open, else the path of its notice */
  opened: Awaited<ReturnType<typeof guestVenue<Found>>>["opened"];
  origin: string;
  path: string;
  searchParams: URLSearchParams;
}

/** What a guest page renders: its head (title without the venue's name), its body, or a redirect or 404 instead. */
export type GuestPage =
  | { head: Omit<GuestHead, "siteName" | "alternates"> & { fullTitle?: boolean }; body: VNode; offline?: boolean; status?: number }
  | { redirect: string }
  | { notFound: true };

const NO_STORE = "private, no-cache, no-store, max-age=0, must-revalidate";

/** A guest page's HTML, its inline scripts allowed by hash (the page is cached whole, so no nonce): other sites may frame it. */
const html = (body: string, status = 200, more: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": NO_STORE,
      "content-security-policy": contentSecurityPolicy({ scripts: inlineScriptHashes(body), frameable: true }),
      ...more,
    },
  });
/** When a guest may try again after the menu could not be built (the database out of reach). */
const RETRY_AFTER_SECONDS = 30;
const redirect = (location: string) => new Response(null, { status: 307, headers: { location, "cache-control": NO_STORE } });

async function notFound(locale: ContentLocale, path: string): Promise<Response> {
  const t = await translations(locale, "errors");
  const common = await translations(locale, "common");
  const head = { title: t("pageNotFound"), siteName: common("appName"), noindex: true };
  const texts = { heading: t("pageNotFound"), path: (shown: string) => t("pageNotFoundPath", { path: shown }), home: t("goHome") };
  return html(guestDocumentHtml({ locale, head, children: <NotFound locale={locale} path={path} texts={texts} />, assets: guestAssets(), messages: {}, offline: false }), 404);
}

/** The menu could not be built (the database is out of reach): a page saying so, and when to try again. */
async function unavailable(locale: ContentLocale): Promise<Response> {
  const t = await translations(locale, "menu.outage");
  const common = await translations(locale, "common");
  const head = { title: t("unavailableTitle"), siteName: common("appName"), noindex: true };
  const children = <Notice heading={t("unavailableTitle")} text={t("unavailableText")} />;
  return html(guestDocumentHtml({ locale, head, children, assets: guestAssets(), messages: {}, offline: false }), 503, { "retry-after": String(RETRY_AFTER_SECONDS) });
}

/**
 * A venue's guest page as a route handler: plain HTML and the islands script, no framework runtime on the
 * phone. Answers 404 for an unknown venue or language, sends the guest to a language the venue offers, and
 * titles, describes and links the page in every language the venue offers.
 */
export function guestRoute<P extends { locale: string; site: string }>(render: (request: GuestRequest<P>) => Promise<GuestPage>) {
  return publicRoute(async (request: Request, context: { params: Promise<P> }) => {
    const { locale } = await context.params;
    try {
      return await guestPage(render, request, context);
    } catch (error) {
      log.error({ err: error, path: new URL(request.url).pathname }, "guest page failed");
      return unavailable(isContentLocale(locale) ? locale : "ru");
    }
  });
}

/** One guest page as the route renders it; a failure on the way is the caller's to answer. */
async function guestPage<P extends { locale: string; site: string }>(render: (request: GuestRequest<P>) => Promise<GuestPage>, request: Request, { params }: { params: Promise<P> }) {
  const values = await params;
  const { path, search } = await requestUrl();
  const locale = isContentLocale(values.locale) ? values.locale : null;
  const found = locale && (await findStoreForParams(params));
  if (!locale || !found) return notFound(locale ?? "ru", path);
  const response = await venueResponse(render, request, { values, locale, found, path, search });
  // A render the page cache asked for tells it whose changes retire the page, and until when it may be kept.
  if (request.headers.has(FILL_HEADER)) {
    for (const [name, value] of Object.entries(await pageFacts({ db: await db(), clock: systemClock }, found.id))) response.headers.set(name, value);
  }
  return response;
}

async function venueResponse<P extends { locale: string; site: string }>(
  render: (request: GuestRequest<P>) => Promise<GuestPage>,
  request: Request,
  { values, locale, found, path, search }: { values: P; locale: ContentLocale; found: Found; path: string; search: string },
): Promise<Response> {
  const { offered: store, opened } = await guestVenue(found, locale);
  const target = offeredLocaleRedirect(store, path, search, await wantedLocales());
  if (target) return redirect(target);
  const origin = menuSiteOrigin(siteFromParam(values.site));
  const page = await render({ params: { ...values, locale }, store, opened, origin, path, searchParams: new URL(request.url).searchParams });
  if ("redirect" in page) return redirect(page.redirect);
  if ("notFound" in page) return notFound(locale, path);
  const head: GuestHead = {
    ...page.head,
    title: page.head.fullTitle ? page.head.title : `${page.head.title} · ${store.name}`,
    siteName: store.name,
    alternates: localizedAlternates(origin, path, offeredLocales(store)),
  };
  const messages = await guestIslandMessages(locale);
  return html(guestDocumentHtml({ locale, head, children: page.body, assets: guestAssets(), messages, offline: page.offline ?? false }), page.status);
}
