import { useSyncExternalStore } from "react";
import { webStorage } from "@/lib/browser/web-storage";
import * as cart from "@/lib/domain/cart";
import type { CartLine, CartProduct } from "@/lib/domain/cart";
import { restoreCart, saveCart } from "@/lib/domain/cart-storage";

export type CartEvent =
  | { kind: "added" | "removed" | "changed"; line: CartLine; count: number }
  | { kind: "cleared" };

interface CartState {
  lines: CartLine[];
  event: CartEvent | null;
  restored: boolean;
}

const storage = webStorage("localStorage");
const listeners = new Set<() => void>();
const EMPTY: CartState = { lines: [], event: null, restored: false };
let state = EMPTY;
let pagePath: string | null = null;
let catalog = new Map<number, CartProduct>();

function publish(next: CartState) {
  state = next;
  for (const listener of listeners) listener();
}

function commit(lines: CartLine[], event: CartEvent | null) {
  if (pagePath === null || lines === state.lines) return;
  saveCart(storage, pagePath, lines, Date.now());
  publish({ lines, event, restored: true });
}

const lineOf = (lines: CartLine[], productId: number, portionId: number) =>
  lines.find((line) => line.id === productId && line.selectedPortionId === portionId);

/** Restores this page's cart (an hour-old one is dropped) and refreshes its products from the page. */
export function loadCart(path: string, products: CartProduct[]) {
  pagePath = path;
  catalog = new Map(products.map((product) => [product.id, product]));
  publish({ lines: cart.refresh(restoreCart(storage, path, Date.now()), catalog), event: null, restored: true });
}

export const cartActions = {
  add(productId: number, portionId: number) {
    const product = catalog.get(productId);
    if (!product) return;
    const lines = cart.add(state.lines, product, portionId);
    const line = lineOf(lines, productId, portionId);
    if (line) commit(lines, { kind: "added", line, count: lines.length });
  },
  remove(line: CartLine) {
    const lines = cart.remove(state.lines, line.id, line.selectedPortionId);
    commit(lines, { kind: "removed", line, count: lines.length });
  },
  setQuantity(line: CartLine, quantity: number) {
    if (quantity < 1) return cartActions.remove(line);
    const lines = cart.setQuantity(state.lines, line.id, line.selectedPortionId, quantity);
    const changed = lineOf(lines, line.id, line.selectedPortionId);
    if (changed) commit(lines, { kind: "changed", line: changed, count: lines.length });
  },
  changePortion(line: CartLine, portionId: number) {
    const lines = cart.changePortion(state.lines, line.id, line.selectedPortionId, portionId);
    const changed = lineOf(lines, line.id, portionId);
    if (changed) commit(lines, { kind: "changed", line: changed, count: lines.length });
  },
  clear() {
    commit(cart.clear(), { kind: "cleared" });
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => EMPTY,
  );
}
