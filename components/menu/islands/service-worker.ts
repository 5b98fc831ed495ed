/** Registers the offline service worker (public/sw.js) on a venue's menu pages that offer the offline list. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !document.querySelector("[data-offline-menu]")) return;
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
