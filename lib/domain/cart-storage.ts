import type { CartLine, CartPortion } from "./cart";
import type { KeyValueStorage } from "./key-value-storage";

export const CART_KEY_PREFIX = "cart_";
export const STAMP_SUFFIX = "_last_updated";
export const CART_TTL_MS = 3_600_000;

export const cartKey = (pagePath: string) => CART_KEY_PREFIX + pagePath;
export const stampKey = (pagePath: string) => cartKey(pagePath) + STAMP_SUFFIX;

type Loose = Record<string, unknown>;
const isRecord = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const isId = (value: unknown): value is number => Number.isInteger(value);

function isPortion(value: unknown): value is CartPortion {
  return (
    isRecord(value) &&
    isId(value.id) &&
    (value.weight === null || typeof value.weight === "string") &&
    typeof value.unit === "string" &&
    (value.price === undefined || value.price === null || typeof value.price === "string") &&
    (value.soldOut === undefined || typeof value.soldOut === "boolean")
  );
}

function toLine(value: unknown): CartLine | null {
  if (!isRecord(value) || !isId(value.id) || !isId(value.selectedPortionId) || typeof value.title !== "string") return null;
  if (!Array.isArray(value.portions) || !value.portions.every(isPortion)) return null;
  const quantity = value.quantity ?? 1;
  if (!isId(quantity) || quantity < 1) return null;
  return { id: value.id, title: value.title, portions: value.portions, selectedPortionId: value.selectedPortionId, quantity };
}

/** Reads stored lines, dropping anything malformed; a line without a quantity has one. */
export function parseLines(json: string | null): CartLine[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(toLine).filter((line): line is CartLine => line !== null) : [];
  } catch {
    return [];
  }
}

export function saveCart(storage: KeyValueStorage, pagePath: string, lines: CartLine[], now: number): void {
  storage.set(cartKey(pagePath), JSON.stringify(lines));
  storage.set(stampKey(pagePath), String(now));
}

/** No stamp: an empty cart; a stamp older than an hour: the cart is removed; else the stored lines. */
export function restoreCart(storage: KeyValueStorage, pagePath: string, now: number): CartLine[] {
  const stamp = storage.get(stampKey(pagePath));
  if (stamp === null || stamp.trim() === "" || !Number.isFinite(Number(stamp))) return [];
  if (now - Number(stamp) > CART_TTL_MS) {
    storage.remove(cartKey(pagePath));
    storage.remove(stampKey(pagePath));
    return [];
  }
  return parseLines(storage.get(cartKey(pagePath)));
}

export function clearAllCarts(storage: KeyValueStorage): void {
  for (const key of storage.keys()) if (key.startsWith(CART_KEY_PREFIX)) storage.remove(key);
}
