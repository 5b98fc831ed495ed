"use client";

import type { ReactNode } from "react";
import { useSettingsErrorText } from "./use-settings-error-text";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-zinc-300 bg-transparent px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-red-600 dark:border-zinc-700";

interface Props {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** How a refusal key becomes text; the store settings' catalogue unless given. */
  errorText?: (key: string) => string | null;
  children: ReactNode;
}

/** A label, the control, an optional hint and the catalogue text of its error. */
export function FieldShell({ id, label, error, hint, errorText, children }: Props) {
  const settingsErrorText = useSettingsErrorText();
  const text = errorText ?? settingsErrorText;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {text(error)}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}
