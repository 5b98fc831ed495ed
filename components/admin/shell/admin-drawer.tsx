"use client";

import { usePathname } from "next/navigation";
import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { smallButton } from "@/components/ui/buttons";

/**
 * On phones: a one-line bar with the store's name and a button that opens the sections (and the
 * account controls) over the page; Escape, leaving it with Tab or opening a page closes it. From `md` up
 * the drawer's content lays out as the sidebar and header of the admin grid.
 */
export function AdminDrawer({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  const id = useId();
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("nav a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !panel.current?.contains(next) && next !== button.current) setOpen(false);
  };

  return (
    <>
      <div className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-zinc-200 bg-white px-4 md:hidden dark:border-zinc-800 dark:bg-zinc-950" data-testid="admin-bar">
        <span className="min-w-0 flex-1 truncate font-semibold">{title}</span>
        <button ref={button} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} className={`${smallButton} inline-flex items-center gap-2 px-3 py-2 text-base`}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
          </svg>
          {label}
        </button>
      </div>
      <div
        id={id}
        ref={panel}
        onBlur={onBlur}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
        }}
        data-testid="admin-drawer"
        className={`${open ? "fixed inset-x-0 top-14 bottom-0 z-30 overflow-y-auto bg-white shadow-lg dark:bg-zinc-950" : "hidden"} md:contents`}
      >
        {children}
      </div>
    </>
  );
}
