"use client";

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { SortableRow } from "./sortable-row";

interface Props<T extends { id: number }> {
  items: T[];
  label: string;
  nameOf: (item: T) => string;
  /** saves the new order; false puts the old order back */
  onReorder: (ids: number[]) => Promise<boolean>;
  render: (item: T) => ReactNode;
}

/** A list ordered by dragging its handles with a pointer or, from a focused handle, with Space and the arrow keys. */
export function SortableList<T extends { id: number }>({ items, label, nameOf, onReorder, render }: Props<T>) {
  const t = useTranslations("promotionsAdmin.dnd");
  const id = useId();
  const [state, setState] = useState({ items, order: items.map((item) => item.id) });
  const current = state.items === items ? state : { items, order: items.map((item) => item.id) };
  if (current !== state) setState(current);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const name = (key: UniqueIdentifier) => {
    const item = byId.get(Number(key));
    return item ? nameOf(item) : "";
  };
  const place = (key: UniqueIdentifier) => current.order.indexOf(Number(key)) + 1;
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const previous = current.order;
    const next = arrayMove(previous, previous.indexOf(Number(active.id)), previous.indexOf(Number(over.id)));
    setState({ items, order: next });
    if (!(await onReorder(next))) setState({ items, order: previous });
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{
        screenReaderInstructions: { draggable: t("instructions") },
        announcements: {
          onDragStart: ({ active }) => t("picked", { name: name(active.id), position: place(active.id) }),
          onDragOver: ({ active, over }) => (over ? t("over", { name: name(active.id), position: place(over.id) }) : undefined),
          onDragEnd: ({ active, over }) => (over ? t("dropped", { name: name(active.id), position: place(over.id) }) : undefined),
          onDragCancel: ({ active }) => t("cancelled", { name: name(active.id) }),
        },
      }}
    >
      <SortableContext items={current.order} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="flex flex-col gap-2">
          {current.order.map((key) => {
            const item = byId.get(key);
            return item ? (
              <SortableRow key={key} id={key} handleLabel={t("handle", { name: nameOf(item) })}>
                {render(item)}
              </SortableRow>
            ) : null;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
