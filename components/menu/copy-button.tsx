"use client";

import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** Copies `text` to the clipboard; not rendered without JavaScript (the text is on the page anyway). */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const ready = useSyncExternalStore(noSubscription, () => Boolean(navigator.clipboard), () => false);
  const [copied, setCopied] = useState(false);
  if (!ready) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-md border border-zinc-300 px-2 py-1 text-base hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      <span aria-live="polite">{copied ? done : label}</span>
    </button>
  );
}
