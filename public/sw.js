// Carta's offline menu: after one visit the venue's menu, its images and static assets keep working offline.
const VERSION = "v1";
const PAGES = `carta-pages-${VERSION}`;
const ASSETS = `carta-assets-${VERSION}`;
const MENU_PAGE = /\/menu(\/|$)/;
const IMMUTABLE = /^\/(_next\/static|files|guest)\//;
const NEVER = /^\/(api|builds)(\/|$)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const current = [PAGES, ASSETS];
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith("carta-") && !current.includes(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (IMMUTABLE.test(url.pathname)) event.respondWith(cacheFirst(event));
  else if (request.mode === "navigate" && MENU_PAGE.test(url.pathname)) event.respondWith(networkFirst(event));
});

const cacheable = (response) => response.ok && response.type === "basic" && !response.redirected;

// The first visit's page and what it loaded came before this worker took the page over: the page lists them
// (components/menu/islands/service-worker.ts) and they are fetched again into the caches.
self.addEventListener("message", (event) => {
  if (event.data?.type === "cache-visit") event.waitUntil(cacheVisit(event.data));
});

function ownUrl(text) {
  try {
    const url = new URL(text, self.location.origin);
    url.hash = "";
    return url.origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

async function fill(cacheName, url) {
  const cache = await caches.open(cacheName);
  if (await cache.match(url)) return;
  const response = await fetch(url, { credentials: "same-origin" });
  if (cacheable(response)) await cache.put(url, response);
}

async function cacheVisit({ page, assets }) {
  const pageUrl = ownUrl(page);
  const assetUrls = (Array.isArray(assets) ? assets : []).map(ownUrl).filter((url) => url && IMMUTABLE.test(url.pathname));
  await Promise.allSettled([
    ...(pageUrl && MENU_PAGE.test(pageUrl.pathname) && !NEVER.test(pageUrl.pathname) ? [fill(PAGES, pageUrl.href)] : []),
    ...[...new Set(assetUrls.map((url) => url.href))].map((url) => fill(ASSETS, url)),
  ]);
}

function store(event, cacheName, key, response) {
  if (cacheable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(cacheName).then((cache) => cache.put(key, copy)));
  }
  return response;
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request, { cacheName: ASSETS });
  return cached ?? store(event, ASSETS, event.request, await fetch(event.request));
}

async function networkFirst(event) {
  const { request } = event;
  try {
    // Asked of the server every time (a 304 when unchanged): the browser's cache may hold the page stale for a while.
    return store(event, PAGES, request.url, await fetch(request, { cache: "no-cache" }));
  } catch (error) {
    const cached = await caches.match(request.url, { cacheName: PAGES, ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}
