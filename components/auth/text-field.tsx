"use client";

import type { ComponentProps } from "react";
import { FieldError } from "./field-error";

type Props = ComponentProps<"input"> & { label: string; name: string; error?: string };

export function TextField({ label, name, error, ...input }: Props) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-zinc-300 bg-transparent px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-red-600 dark:border-zinc-700"
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
