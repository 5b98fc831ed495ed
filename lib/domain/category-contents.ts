/** A category with its own items counted and its subcategories. */
export interface CountedCategory {
  itemCount: number;
  children: readonly CountedCategory[];
}

/** Items in the category and every subcategory below it. */
export function itemsWithin(category: CountedCategory): number {
  return category.children.reduce((sum, child) => sum + itemsWithin(child), category.itemCount);
}

