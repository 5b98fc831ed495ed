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
