"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";

/** A modal on the native <dialog> sized for long forms: focus moves in (and back when it unmounts), Escape closes. */
export function EditorDialog({
  open,
  onClose,
  title,
  children,
  wide = false,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = opener.current;
    return () => element?.focus();
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onClose={onClose}
      className={`m-auto max-h-[92dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-zinc-200 bg-[var(--background)] p-6 text-[var(--foreground)] shadow-xl backdrop:bg-black/50 dark:border-zinc-800 ${wide ? "max-w-3xl" : "max-w-lg"}`}
    >
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  );
}
