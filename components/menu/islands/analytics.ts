import { searchMissQuery } from "@/lib/analytics/search-miss-query";
import { beaconUrl } from "@/lib/analytics/beacon-url";
import type { BeaconBody, BeaconEvent } from "@/lib/analytics/dimensions";

/** How long the guest may pause typing before a search without result counts. */
const SEARCH_SETTLED_MS = 1500;
const BATCH = 10;

/** The guest asked not to be tracked (Do Not Track, Global Privacy Control): nothing is sent at all. */
function optedOut(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack === "1" || browser.globalPrivacyControl === true || typeof browser.sendBeacon !== "function";
}

/**
 * Counts what guests open and miss on the guest pages, without cookies or identifiers: events wait in
 * memory and leave with navigator.sendBeacon, in the beacon's address (a menu open at once, the rest in batches and
 * when the page is hidden). The server learns the venue from the host the beacon goes to.
 */
export function startAnalytics(root: Document): void {
  if (optedOut()) return;
  // a page the browser prerenders is counted once the guest actually opens it
  if ((root as Document & { prerendering?: boolean }).prerendering) {
    root.addEventListener("prerenderingchange", () => count(root), { once: true });
  } else count(root);
}

function count(root: Document): void {
  const path = location.pathname.replace(/\/$/, "");
  const query = new URLSearchParams(location.search);
  const table = query.get("table");
  const context: Omit<BeaconBody, "events"> = {
    locale: root.documentElement.lang,
    device: matchMedia("(pointer: coarse)").matches ? "phone" : "desktop",
    ...(table && /^\d{1,6}$/.test(table) ? { table } : {}),
  };
  const queue: BeaconBody["events"] = [];
  const send = () => {
    if (queue.length > 0) navigator.sendBeacon(beaconUrl({ ...context, events: queue.splice(0) }));
  };
  const track = (event: BeaconEvent, value?: string) => {
    queue.push(value === undefined ? [event] : [event, value]);
    if (queue.length >= BATCH) send();
  };

  if (path.endsWith("/menu")) {
    track("open");
    const deepLinked = query.get("product");
    if (deepLinked && /^\d+$/.test(deepLinked)) track("product", deepLinked);
    send();
  }
  const promotion = /\/promotions\/(\d+)$/.exec(path);
  if (promotion) track("promotion", promotion[1]);
  if (path.endsWith("/reviews")) track("review");

  root.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const product = target?.closest<HTMLElement>("[data-product-link]");
    if (product?.dataset.productLink) track("product", product.dataset.productLink);
    if (target?.closest("[data-testid=cart-button]")) track("cart");
  });
  root.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (input.checked && input.value && input.closest("[data-testid=menu-filters]")) track("filter", input.value);
  });
  // `toggle` does not bubble: heard while it travels down to the Wi-Fi card
  root.addEventListener(
    "toggle",
    (event) => {
      const details = event.target as HTMLDetailsElement;
      if (details.open && details.matches?.("[data-testid=wifi-details]")) track("wifi");
    },
    true,
  );

  const missed = new Set<string>();
  let settle: ReturnType<typeof setTimeout> | undefined;
  const checkSearch = () => {
    clearTimeout(settle);
    const input = root.querySelector<HTMLInputElement>("[data-testid=menu-search]");
    const typed = input ? searchMissQuery(input.value) : null;
    if (typed === null || missed.has(typed) || root.querySelector("[data-menu-item]:not([hidden])")) return;
    missed.add(typed);
    track("search", typed);
  };
  root.addEventListener("input", (event) => {
    if (!(event.target as Element).matches?.("[data-testid=menu-search]")) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      checkSearch();
      send();
    }, SEARCH_SETTLED_MS);
  });

  root.addEventListener("visibilitychange", () => {
    if (root.visibilityState !== "hidden") return;
    checkSearch();
    send();
  });
  addEventListener("pagehide", send);
}
