import type { MenuCategory, MenuItem } from "./menu-tree";

/** Whether a sold-out mark lasting `until` (epoch ms) still holds at `now`. */
export const soldOutAt = (until: number | null | undefined, now: number) => until != null && until > now;

/** The item as guests see it at `now`: the same object unless it or a portion of it is sold out. */
function itemAt(item: MenuItem, now: number): MenuItem {
  const itself = soldOutAt(item.soldOutUntil, now);
  if (!itself && !item.portions.some((portion) => soldOutAt(portion.soldOutUntil, now))) return item;
  const portions = item.portions.map((portion) => ({ ...portion, soldOut: itself || soldOutAt(portion.soldOutUntil, now) }));
  return { ...item, portions, soldOut: itself || portions.every((portion) => portion.soldOut) };
}

/**
 * Marks what is sold out at `now` (epoch ms). Items that are not keep their identity, so what is memoised
 * per item of a cached tree (cards, JSON-LD) stays in use.
 */
export function withSoldOut(tree: MenuCategory[], now: number): MenuCategory[] {
  return tree.map((category) => ({ ...category, items: category.items.map((item) => itemAt(item, now)), children: withSoldOut(category.children, now) }));
}
