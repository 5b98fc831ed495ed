/** What the page loaded from its own origin: its script, stylesheets, and the photos shown so far. */
function loadedUrls(): string[] {
  const resources = performance.getEntriesByType("resource").map((entry) => entry.name);
  const photos = [...document.images].map((image) => image.currentSrc).filter(Boolean);
  return [...new Set([...resources, ...photos])].filter((url) => new URL(url).origin === location.origin);
}

/**
 * Registers the offline service worker (public/sw.js) on a venue's menu pages that offer the offline list. On a
 * page the worker did not serve (the first visit), the worker is handed the page and what it loaded, so that the
 * first visit already works offline.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !document.querySelector("[data-offline-menu]")) return;
  const servedByWorker = Boolean(navigator.serviceWorker.controller);
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js", { scope: "/" })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (!servedByWorker) registration.active?.postMessage({ type: "cache-visit", page: location.href, assets: loadedUrls() });
      })
      .catch(() => {});
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
