"use client";

import { cartActions } from "./cart-store";

/** The "+" next to a portion's price; it shows only where scripts run (the page's boot script marks that). */
export function AddToCart({ productId, portionId, label }: { productId: number; portionId: number; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => cartActions.add(productId, portionId)}
      className="hidden size-8 items-center justify-center rounded-full border border-brand-600 text-lg font-semibold text-brand-700 in-data-menu-js:inline-flex dark:text-brand-500"
    >
      +
    </button>
  );
}
