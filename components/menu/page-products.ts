import type { CartProduct } from "@/lib/domain/cart";

/** The products on the page as the cart keeps them, read from the menu cards the server rendered. */
export function pageProducts(root: ParentNode): CartProduct[] {
  return [...root.querySelectorAll<HTMLElement>("[data-menu-item]")].map((card) => ({
    id: Number(card.dataset.menuItem),
    title: card.querySelector("[data-item-title]")?.textContent?.trim() ?? "",
    portions: [...card.querySelectorAll<HTMLElement>("[data-portion]")].map((portion) => ({
      id: Number(portion.dataset.portion),
      weight: portion.dataset.weight ?? null,
      unit: portion.dataset.unit ?? "",
      price: portion.dataset.price ?? null,
      soldOut: portion.hasAttribute("data-sold-out"),
    })),
  }));
}
