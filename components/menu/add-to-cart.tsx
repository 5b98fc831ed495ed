/** The "+" next to a portion's price: plain HTML, handled by one listener of the cart (cart-island.tsx). */
export function AddToCart({ productId, label }: { productId: number; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      data-cart-add={productId}
      className="menu-add"
    >
      +
    </button>
  );
}

/** Adds the portion whose "+" was pressed, wherever the button is (menu card or product dialog). */
export function addToCartOnClick(event: MouseEvent, add: (productId: number, portionId: number) => void): void {
  const button = (event.target as Element | null)?.closest<HTMLElement>("button[data-cart-add]");
  const portion = button?.closest<HTMLElement>("[data-portion]");
  if (button && portion) add(Number(button.dataset.cartAdd), Number(portion.dataset.portion));
}
