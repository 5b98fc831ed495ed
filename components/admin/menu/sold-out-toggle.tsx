"use client";

import { useOptimistic, useTransition } from "react";

/** One tap marks an item or a portion sold out until the store's next opening; another makes it available. */
export function SoldOutToggle({
  label,
  text,
  soldOut,
  busy,
  onChange,
}: {
  /** the accessible name, starting with `text` */
  label: string;
  text: string;
  soldOut: boolean;
  busy: boolean;
  onChange: (soldOut: boolean) => Promise<void>;
}) {
  const [shown, show] = useOptimistic(soldOut);
  const [pending, startTransition] = useTransition();
  // The new state shows at once; the server's answer (or the old state, on a refusal) replaces it.
  const toggle = () =>
    startTransition(async () => {
      show(!soldOut);
      await onChange(!soldOut);
    });
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={label}
      aria-busy={pending || busy}
      disabled={pending || busy}
      onClick={toggle}
      className={`inline-flex min-h-9 items-center rounded-md border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 ${
        shown
          ? "border-amber-700 bg-amber-100 text-amber-900 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-200"
          : "border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
      }`}
    >
      {text}
    </button>
  );
}
