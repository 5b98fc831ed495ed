import "server-only";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "../../log";
import { metrics } from "../../metrics/registry";
import type { SiteConfig } from "../../sites/resolve-site";
import { cacheableRequest, type CacheableRequest } from "./cacheable-request";
import { outageCopy } from "./outage-copy";
import { pageEntry, type PageEntry, type RenderedPage } from "./page-entry";
import { PAGE_CACHE_BYTES, PageStore } from "./page-store";
import { FILL_HEADER, type Origin, PAGE_STORE_HEADER, PAGE_UNTIL_HEADER, renderPage } from "./render-page";
import { serveFresh as serveFromStore } from "./serve-fresh";
import { servePage, serveRendered } from "./serve-page";
import { type StoreChange, storeChanges } from "./store-changes";

export interface PageCacheOptions {
  siteConfig: SiteConfig;
  maxBytes?: number;
  /** the system's time; the test clock's moves (store-changes.ts) are added to it */
  now?: () => number;
}

/** Root-site pages belong to no venue; they change only with a new build or the minute. */
const ROOT_PAGES = 0;

type Filled = { entry: PageEntry } | { page: RenderedPage };

export interface PageCache {
  /** Answers a request for a page of the current minute at once, without a promise in between; false otherwise. */
  serveFresh(request: IncomingMessage, response: ServerResponse): boolean;
  /** Answers a request from the cache, or hands it to `next` (the Next.js handler). */
  handle(request: IncomingMessage, response: ServerResponse, next: () => unknown): Promise<void>;
  stop(): void;
  readonly size: number;
}

/** The venue whose changes retire a rendered page and until when it may be kept, from the headers it came with; null when it may not be kept. */
function ownerOf(page: RenderedPage, wanted: CacheableRequest): { storeId: number; lastsUntil: number } | null {
  if (wanted.site.kind === "root") return { storeId: ROOT_PAGES, lastsUntil: Infinity };
  const header = (name: string) => page.facts[name];
  const storeId = Number(header(PAGE_STORE_HEADER));
  if (!Number.isInteger(storeId) || storeId <= 0) return null;
  const until = header(PAGE_UNTIL_HEADER);
  return { storeId, lastsUntil: until === undefined ? Infinity : Number(until) };
}

/**
 * The whole output of public venue pages (and the root site's front page), rendered once per minute per host
 * and path and kept compressed. Store changes arrive from the app as they are committed (store-changes.ts);
 * while they cannot be trusted the cache stands aside and every request renders, and while a page cannot be
 * rendered (the database out of reach) the last copy kept is shown with a notice.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const systemNow = options.now ?? Date.now;
  let offsetMs = 0;
  const now = () => systemNow() + offsetMs;
  const store = new PageStore(options.maxBytes ?? PAGE_CACHE_BYTES);
  const secret = randomBytes(24).toString("base64url");
  const pending = new Map<string, Promise<Filled>>();
  let trusted = false;

  const onChange = (message: unknown) => {
    const change = message as StoreChange;
    if (change.type === "changed") store.retireStore(change.storeId);
    else if (change.type === "everything") store.clear();
    // The pages stay, not to be served as they are, but as the last copies while the database is out of reach.
    else if (change.type === "lost") trusted = false;
    else if (change.type === "ready") {
      store.clear();
      trusted = true;
    } else if (change.type === "clock") {
      offsetMs = change.offsetMs;
      store.clear();
    }
  };
  storeChanges.subscribe(onChange);

  async function fill(origin: Origin, wanted: CacheableRequest): Promise<Filled> {
    const mark = store.mark();
    const started = now();
    const page = await renderPage(origin, wanted.host, wanted.pathname, secret);
    const owner = ownerOf(page, wanted);
    if (!owner || (page.status !== 200 && !(page.status >= 301 && page.status <= 308))) return { page };
    const entry = await pageEntry(page, owner.storeId, started, owner.lastsUntil);
    if (trusted) store.set(wanted.key, entry, mark);
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
      if (request.headers[FILL_HEADER] === secret) return void next();
      delete request.headers[FILL_HEADER];
      if (serveFresh(request, response)) return;
      const wanted = cacheableRequest(request, options.siteConfig);
      if (!wanted) return void next();
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
      if ("entry" in result) return servePage(request, response, result.entry, wanted);
      if (result.page.status >= 500 && (await serveLast(request, response, wanted))) return;
      serveRendered(response, result.page);
    },
    stop: () => storeChanges.unsubscribe(onChange),
    get size() {
      return store.size;
    },
  };
}
