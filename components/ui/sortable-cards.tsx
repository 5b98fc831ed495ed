"use client";

import type { ReactNode } from "react";
import { SortableItem } from "./sortable-item";
import { SortableList } from "./sortable-list";
import { useSortableOrder } from "./use-sortable-order";

interface Props<T extends { id: number }> {
  items: T[];
  label: string;
  nameOf: (item: T) => string;
  /** saves the new order; false puts the old order back */
  onReorder: (ids: number[]) => Promise<boolean>;
  render: (item: T) => ReactNode;
}

/** A SortableList of bordered cards, each with its drag handle at the start. */
export function SortableCards<T extends { id: number }>({ items, label, nameOf, onReorder, render }: Props<T>) {
  const { list, move } = useSortableOrder(items, onReorder);
  return (
    <SortableList items={list} nameOf={nameOf} label={label} onMove={move}>
      {(item) => (
        <SortableItem
          key={item.id}
          id={item.id}
          name={nameOf(item)}
          testId="sortable-row"
          className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-[var(--background)] p-3 dark:border-zinc-800"
        >
          {(handle) => (
            <>
              {handle}
              <div className="min-w-0 flex-1">{render(item)}</div>
            </>
          )}
        </SortableItem>
      )}
    </SortableList>
  );
}
