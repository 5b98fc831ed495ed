"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * A modal on the native <dialog>: focus moves in and back to the opener (also when the dialog unmounts
 * while open), Escape closes, the page behind is inert; long forms scroll inside it.
 */
export function ModalDialog({
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
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, [open]);
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
