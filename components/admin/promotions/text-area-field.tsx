"use client";

import type { ComponentProps } from "react";
import { FieldError } from "@/components/auth/field-error";

type Props = ComponentProps<"textarea"> & { label: string; name: string; hint?: string; error?: string };

export function TextAreaField({ label, name, hint, error, ...textarea }: Props) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].join(" ").trim() || undefined;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-lg border border-zinc-300 bg-transparent px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-red-600 dark:border-zinc-700"
        {...textarea}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
