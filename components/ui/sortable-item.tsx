"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

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
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t("handle", { name })}
      className="flex h-9 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 active:cursor-grabbing dark:hover:bg-zinc-800"
    >
      <svg viewBox="0 0 24 24" aria-hidden className="h-5 w-5" fill="currentColor">
        <circle cx="9" cy="6" r="1.5" />
        <circle cx="15" cy="6" r="1.5" />
        <circle cx="9" cy="12" r="1.5" />
        <circle cx="15" cy="12" r="1.5" />
        <circle cx="9" cy="18" r="1.5" />
        <circle cx="15" cy="18" r="1.5" />
      </svg>
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
