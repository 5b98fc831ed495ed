import type { MenuCategory } from "./menu-tree";
import { isScheduledVisible, type LocalTime } from "./schedule";

/** Drops categories and items outside their schedule at `at`, and categories left empty. */
export function visibleMenu(tree: MenuCategory[], at: LocalTime): MenuCategory[] {
  return tree.flatMap((category) => {
    if (!isScheduledVisible(category.schedule, at)) return [];
    const items = category.items.filter((item) => isScheduledVisible(item.schedule, at));
    const children = visibleMenu(category.children, at);
    return items.length || children.length ? [{ ...category, items, children }] : [];
  });
}
