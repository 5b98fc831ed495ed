/** Adds the portion whose "+" was pressed, wherever the button is (menu card or product dialog). */
export function addToCartOnClick(event: MouseEvent, add: (productId: number, portionId: number) => void): void {
  const button = (event.target as Element | null)?.closest<HTMLElement>("button[data-cart-add]");
  const portion = button?.closest<HTMLElement>("[data-portion]");
  if (button && portion) add(Number(button.dataset.cartAdd), Number(portion.dataset.portion));
}
