"use client";

import { type ReactNode, useEffect, useId, useRef } from "react";

/** A modal on the native <dialog>: focus moves in and back, Escape closes, the page behind is inert. */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-zinc-200 bg-[var(--background)] p-6 text-[var(--foreground)] shadow-xl backdrop:bg-black/50 dark:border-zinc-800"
    >
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {open ? children : null}
    </dialog>
  );
}
