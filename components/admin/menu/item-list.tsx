"use client";

import type { AdminItem } from "@/lib/server/items/item-dto";
import { useItemEditor } from "./item-editor-context";
import { ItemRow } from "./item-row";
import { SortableItem } from "@/components/ui/sortable-item";
import { SortableList } from "@/components/ui/sortable-list";
import { useReorder } from "./use-reorder";
import { useTranslationPolling } from "@/components/admin/shell/use-translation-polling";

export function ItemList({ items }: { items: AdminItem[] }) {
  const { store, categoryId, categoryName, actions } = useItemEditor();
  useTranslationPolling("Product", items);
  const { list, move, unchanged } = useReorder(items, (ids) => actions.reorder({ storeId: store.id, categoryId, ids }));
  return (
    <SortableList items={list} nameOf={(item) => item.title} label={categoryName} onMove={move} onUnchanged={unchanged} testId="item-list">
      {(item) => (
        <SortableItem key={item.id} id={item.id} name={item.title}>
          {(handle) => <ItemRow item={item} handle={handle} />}
        </SortableItem>
      )}
    </SortableList>
  );
}
