"use client";

import type { ReactNode } from "react";
import { type ErrorText, FieldError } from "./field-error";

interface Props {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** How an error key becomes text; the common validation texts unless given. */
  errorText?: ErrorText;
  children: ReactNode;
}

/** A label, the control, an optional hint and the catalogue text of its error. */
export function Field({ id, label, error, hint, errorText, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} errorText={errorText} />
    </div>
  );
}

/** The ids a control's `aria-describedby` names: its hint and its error, when shown. */
export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
}
