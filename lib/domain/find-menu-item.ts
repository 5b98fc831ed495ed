import type { MenuCategory, MenuItem } from "./menu-tree";

export interface FoundMenuItem {
  item: MenuItem;
  /** the item or any category above it is 18+ */
  ageRestricted: boolean;
}

/** An item of the (visible) menu tree by id, with whether it is 18+ through itself or its categories. */
export function findMenuItem(tree: MenuCategory[], id: number, restricted = false): FoundMenuItem | null {
  for (const category of tree) {
    const inherited = restricted || category.ageRestricted;
    const item = category.items.find((candidate) => candidate.id === id);
    if (item) return { item, ageRestricted: inherited || item.ageRestricted };
    const found = findMenuItem(category.children, id, inherited);
    if (found) return found;
  }
  return null;
}

/** The product id of a `?product=` query value, or null when it is not one. */
export function productParam(value: string | string[] | undefined): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}
