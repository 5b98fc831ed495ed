"use client";

import type { ReactNode } from "react";
import { SortableItem } from "./sortable-item";
import { SortableList } from "./sortable-list";

export type SortableRowsProps<T extends { id: number }> = {
  items: T[];
  nameOf: (item: T) => string;
  label: string;
  onMove: (ids: number[]) => void;
  onUnchanged?: () => void;
  row: (item: T, handle: ReactNode) => ReactNode;
  testId?: string;
};

/** A SortableList whose rows each receive their drag handle. */
export function SortableRows<T extends { id: number }>({ row, nameOf, ...list }: SortableRowsProps<T>) {
  return (
    <SortableList {...list} nameOf={nameOf}>
      {(item) => (
        <SortableItem key={item.id} id={item.id} name={nameOf(item)}>
          {(handle) => row(item, handle)}
        </SortableItem>
      )}
    </SortableList>
  );
}
