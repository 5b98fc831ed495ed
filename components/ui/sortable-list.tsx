"use client";

import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { type ReactNode, useId } from "react";

/**
 * A vertical list reordered by pointer or keyboard (focus a handle, Space, arrows, Space; Escape cancels).
 * Moves are announced by name and position; `onMove` gets the whole new order, `onUnchanged` a drop in place.
 */
export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  label,
  onMove,
  onUnchanged,
  children,
  testId,
}: {
  items: T[];
  nameOf: (item: T) => string;
  label: string;
  onMove: (ids: number[]) => void;
  onUnchanged?: () => void;
  children: (item: T) => ReactNode;
  testId?: string;
}) {
  const t = useTranslations("common.sortable");
  const id = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const name = (id: number | string) => {
    const item = items.find((entry) => entry.id === id);
    return item ? nameOf(item) : "";
  };
  const place = (id: number | string | undefined) => ({ position: ids.indexOf(Number(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("pickedUp", { name: name(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) => (over ? t("movedOver", { name: name(active.id), ...place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t("dropped", { name: name(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t("cancelled", { name: name(active.id), ...place(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return onUnchanged?.();
    onMove(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("instructions") } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className="flex flex-col gap-2" data-testid={testId}>
          {items.map((item) => children(item))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
