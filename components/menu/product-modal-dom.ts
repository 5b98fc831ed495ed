import { productParam } from "@/lib/domain/find-menu-item";
import { PRODUCT_PHOTO_SIZES } from "@/lib/views/menu/product-dialog-style";

export const PRODUCT_PARAM = "product";

export const productInUrl = () => productParam(new URLSearchParams(window.location.search).get(PRODUCT_PARAM) ?? undefined);

export function urlWithProduct(id: number | null): string {
  const url = new URL(window.location.href);
  url.hash = "";
  if (id === null) url.searchParams.delete(PRODUCT_PARAM);
  else url.searchParams.set(PRODUCT_PARAM, String(id));
  return url.pathname + url.search;
}

export const menuCard = (id: number) => document.querySelector<HTMLElement>(`[data-menu-item="${id}"]`);

/** The parts of a card the dialog shows: its sold-out mark and its details whole (ItemDetails, lib/views/menu/item-details.tsx). */
const DETAILS = ["[data-sold-out-mark]", "[data-item-details]"];

/** Copies of the card's photo and details (dietary chips and allergens too): the page already holds them, rendered and sanitized on the server. */
export function productContent(card: HTMLElement) {
  const photo = card.querySelector("img")?.cloneNode() as HTMLImageElement | undefined;
  if (photo) {
    if (photo.srcset) photo.sizes = PRODUCT_PHOTO_SIZES;
    photo.loading = "eager";
    photo.removeAttribute("fetchpriority");
  }
  const details = DETAILS.flatMap((selector) => card.querySelector(selector)?.cloneNode(true) ?? []);
  return { title: card.querySelector("[data-item-title]")?.textContent ?? "", photo, details };
}

/**
 * Asks the existing age gate (components/menu/age-gate.tsx) before an 18+ card opens, by pressing the card's own
 * "show 18+" button; calls `answered(true|false)` once the guest replies. False when no question is needed.
 */
export function askAgeFirst(card: HTMLElement, answered: (confirmed: boolean) => void): boolean {
  const root = document.documentElement;
  const gated = card.closest<HTMLElement>("[data-age-restricted]");
  const gate = document.querySelector<HTMLDialogElement>('dialog[data-testid="age-gate"]');
  const reveal = gated?.querySelector<HTMLElement>("[data-age-reveal]");
  if (root.dataset.ageGate !== "locked" || !gate || !reveal) return false;
  const listening = new AbortController();
  gate.addEventListener(
    "close",
    () => setTimeout(() => answered(root.dataset.ageGate !== "locked")),
    { once: true, signal: listening.signal },
  );
  reveal.click();
  if (!gate.open) {
    listening.abort();
    answered(false);
  }
  return true;
}
