import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../../db/types";
import { log } from "../../log";
import { metrics } from "../../metrics/registry.mjs";
import type { SiteConfig } from "../../sites/resolve-site";
import { systemClock } from "../context";
import { soldOutEndsAt } from "../menu/sold-out-ends";
import { findStoreBySite } from "../stores/find-store-by-site";
import { guestMenuAccess } from "../subscriptions/guest-menu-access";
import { cacheableRequest, type CacheableRequest, venuePageRequest } from "./cacheable-request";
import { outageCopy } from "./outage-copy";
import { pageEntry, type PageEntry, type RenderedPage } from "./page-entry";
import { publishPages } from "./page-mirror";
import { PAGE_CACHE_BYTES, PageStore } from "./page-store";
import { FILL_HEADER, type Origin, renderPage } from "./render-page";
import { serveFresh as serveFromStore } from "./serve-fresh";
import { redirectToSetupNotice, servePage, serveRendered } from "./serve-page";
import { STORE_CHANGED_CHANNEL } from "./store-changed";

export interface PageCacheOptions {
  database: Database;
  siteConfig: SiteConfig;
  maxBytes?: number;
  now?: () => number;
}

/** Root-site pages belong to no venue; they change only with a new build or the minute. */
const ROOT_PAGES = 0;

type Owner = { storeId: number; lastsUntil: number };
type Closed = { closed: "setup" | "ended" };
type Filled = { entry: PageEntry } | { page: RenderedPage } | Closed | null;

export interface PageCache {
  /** Answers a request for a page of the current minute at once, without a promise in between; false otherwise. */
  serveFresh(request: IncomingMessage, response: ServerResponse): boolean;
  /** Answers a request from the cache, or hands it to `next` (the Next.js handler). */
  handle(request: IncomingMessage, response: ServerResponse, next: (options?: { first?: boolean }) => unknown): Promise<void>;
  stop(): Promise<void>;
  readonly size: number;
}

/**
 * The whole output of public venue pages, rendered once per minute per host and path and kept
 * compressed. Store changes arrive as PostgreSQL notifications on commit (from every instance); while
 * notifications cannot be trusted the cache stands aside and every request renders.
 */
export async function createPageCache(options: PageCacheOptions): Promise<PageCache> {
  const now = options.now ?? (() => systemClock.now().getTime());
  const store = new PageStore(options.maxBytes ?? PAGE_CACHE_BYTES);
  const secret = randomBytes(24).toString("base64url");
  const pending = new Map<string, Promise<Filled>>();
  const mirror = publishPages(options.siteConfig, () => store.fresh(now()));
  let trusted = false;

  const unsubscribe = await options.database.listen(STORE_CHANGED_CHANNEL, {
    onNotify: (payload) => {
      const storeId = Number(payload);
      if (Number.isInteger(storeId)) {
        store.retireStore(storeId);
        mirror.retire(storeId);
      } else {
        store.clear();
        mirror.clear();
      }
    },
    // The pages stay, not to be served as they are, but as the last copies while the database is out of reach.
    onLost: () => {
      trusted = false;
      mirror.trust(false);
    },
    onReady: () => {
      store.clear();
      mirror.clear();
      trusted = true;
      mirror.trust(true);
    },
  });

  /**
   * The venue whose changes retire the page (ROOT_PAGES for the root site) and until when its pages may be
   * kept (a plan's next change, or the first sold-out mark to lapse); "closed" (with the reason) for a venue whose menu guests may not open now.
   */
  async function owner(site: CacheableRequest["site"]): Promise<Owner | Closed | null> {
    if (site.kind === "root") return { storeId: ROOT_PAGES, lastsUntil: Infinity };
    const venue = await findStoreBySite(options.database.db, site);
    if (!venue) return null;
    // A venue whose menu is closed shows guests nothing: its pages are neither kept nor rendered.
    const access = await guestMenuAccess({ db: options.database.db, clock: { now: () => new Date(now()) } }, venue.id);
    if (!access.open) return { closed: access.closedBecause ?? "setup" };
    const soldOutEnds = await soldOutEndsAt(options.database.db, venue.id, new Date(now()));
    return { storeId: venue.id, lastsUntil: Math.min(access.until?.getTime() ?? Infinity, soldOutEnds?.getTime() ?? Infinity) };
  }

  async function fill(origin: Origin, wanted: CacheableRequest): Promise<Filled> {
    const found = await owner(wanted.site);
    if (found === null) return null;
    if ("closed" in found) return found;
    const { storeId, lastsUntil } = found;
    const generation = store.generation(storeId);
    const started = now();
    const page = await renderPage(origin, wanted.host, wanted.pathname, secret);
    if (page.status !== 200 && !(page.status >= 301 && page.status <= 308)) return { page };
    const entry = await pageEntry(page, storeId, started, lastsUntil);
    if (trusted && store.set(wanted.key, entry, generation)) mirror.set(wanted.key, entry);
    return { entry };
  }

  /** The address this request came in on: renders go there, while the request's socket may close first. */
  function filled(request: IncomingMessage, wanted: CacheableRequest): Promise<Filled> {
    let job = pending.get(wanted.key);
    if (!job) {
      const origin = { address: request.socket.localAddress ?? "127.0.0.1", port: request.socket.localPort ?? 0 };
      job = fill(origin, wanted).finally(() => pending.delete(wanted.key));
      pending.set(wanted.key, job);
    }
    return job;
  }

  const freshHits = metrics().pageCacheHits.labels("fresh");

  function serveFresh(request: IncomingMessage, response: ServerResponse): boolean {
    if (!trusted || !serveFromStore(store, options.siteConfig, request, response, now())) return false;
    freshHits.inc();
    return true;
  }

  /** The last kept copy of the page with a notice that it may be out of date (stale-if-error); false when there is none. */
  async function serveLast(request: IncomingMessage, response: ServerResponse, wanted: CacheableRequest): Promise<boolean> {
    const last = store.last(wanted.key, now());
    if (!last || last.status !== 200) return false;
    const copy = await outageCopy(last, wanted.locale);
    metrics().pageCacheHits.inc({ freshness: "outage" });
    servePage(request, response, copy, wanted);
    return true;
  }

  return {
    serveFresh,
    async handle(request, response, next) {
      if (request.headers[FILL_HEADER] === secret) {
        delete request.headers[FILL_HEADER];
        return void next({ first: true });
      }
      if (serveFresh(request, response)) return;
      const wanted = cacheableRequest(request, options.siteConfig);
      if (!wanted) {
        const page = venuePageRequest(request, options.siteConfig);
        // Out of reach, the database cannot say the venue is closed: the page answers for itself.
        const found = page ? await owner(page.site).catch(() => null) : null;
        if (page && found && "closed" in found) return redirectToSetupNotice(response, page.locale, found.closed);
        return void next();
      }
      const stale = trusted ? store.stale(wanted.key, now()) : undefined;
      if (stale) {
        metrics().pageCacheHits.inc({ freshness: "stale" });
        filled(request, wanted).catch((error: unknown) =>
          log.warn({ message: (error as Error).message, key: wanted.key }, "page cache refresh failed"),
        );
        return servePage(request, response, stale, wanted);
      }
      metrics().pageCacheMisses.inc();
      let result: Filled;
      try {
        result = await filled(request, wanted);
      } catch (error) {
        log.warn({ message: (error as Error).message, key: wanted.key }, "page cache fill failed");
        if (await serveLast(request, response, wanted)) return;
        return void next();
      }
      if (!result) return void next();
      if ("closed" in result) return redirectToSetupNotice(response, wanted.locale, result.closed);
      if ("entry" in result) return servePage(request, response, result.entry, wanted);
      if (result.page.status >= 500 && (await serveLast(request, response, wanted))) return;
      serveRendered(response, result.page);
    },
    stop: () => {
      mirror.close();
      return unsubscribe();
    },
    get size() {
      return store.size;
    },
  };
}
