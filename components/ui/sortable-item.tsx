"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DragHandleIcon, dragHandleClass } from "./drag-handle-look";

/** One row of a SortableList; `children` receives the drag handle to place in the row. */
export function SortableItem({
  id,
  name,
  children,
  testId,
  className = "",
}: {
  id: number;
  name: string;
  children: (handle: ReactNode) => ReactNode;
  testId?: string;
  className?: string;
}) {
  const t = useTranslations("common.sortable");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={t("handle", { name })} data-sortable-handle={id} className={dragHandleClass}>
      <DragHandleIcon />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid={testId}
      className={`${className} ${isDragging ? "relative z-10 opacity-90 shadow-lg" : ""}`.trim() || undefined}
    >
      {children(handle)}
    </li>
  );
}
