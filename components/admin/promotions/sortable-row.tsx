"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

/** One row of a sortable list: a drag handle (a real button, so it is reachable by keyboard) and the row's content. */
export function SortableRow({ id, handleLabel, children }: { id: number; handleLabel: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-row"
      className={`flex items-start gap-3 rounded-xl border border-zinc-200 bg-[var(--background)] p-3 dark:border-zinc-800 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        className="mt-1 cursor-grab touch-none rounded-md px-1 text-xl leading-none text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 active:cursor-grabbing dark:hover:bg-zinc-800"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
