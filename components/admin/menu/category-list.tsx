"use client";

import type { AdminCategory } from "@/lib/server/categories/category-dto";
import { useCategoryEditor } from "./category-editor-context";
import { CategoryRow } from "./category-row";
import { SortableItem } from "@/components/ui/sortable-item";
import { SortableList } from "@/components/ui/sortable-list";
import { useReorder } from "./use-reorder";

/** Siblings under one parent (the section when `parentId` is null), sortable; categories show their subcategories. */
export function CategoryList({ categories, parentId, label }: { categories: AdminCategory[]; parentId: number | null; label: string }) {
  const { store, section, actions } = useCategoryEditor();
  const { list, move, unchanged } = useReorder(categories, (ids) => actions.reorder({ storeId: store.id, section, parentId, ids }));
  return (
    <SortableList items={list} nameOf={(category) => category.name} label={label} onMove={move} onUnchanged={unchanged} testId="category-list">
      {(category) => (
        <SortableItem key={category.id} id={category.id} name={category.name}>
          {(handle) => (
            <>
              <CategoryRow category={category} handle={handle} />
              {category.children.length > 0 ? (
                <div className="ms-9 mt-2">
                  <CategoryList categories={category.children} parentId={category.id} label={category.name} />
                </div>
              ) : null}
            </>
          )}
        </SortableItem>
      )}
    </SortableList>
  );
}
