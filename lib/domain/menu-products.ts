import type { MenuCategory } from "../server/menu/load-public-menu";
import type { CartProduct } from "./cart";

/** Every item on the menu as the cart keeps it: id, title and portions. */
export function menuProducts(tree: MenuCategory[]): CartProduct[] {
  return tree.flatMap((category) => [
    ...category.items.map(({ id, title, portions }) => ({
      id,
      title,
      portions: portions.map(({ id: portionId, weight, unit, price }) => ({ id: portionId, weight, unit, price })),
    })),
    ...menuProducts(category.children),
  ]);
}
