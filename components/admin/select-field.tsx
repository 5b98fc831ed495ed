"use client";

import type { ComponentProps, ReactNode } from "react";
import { useErrorText } from "./use-error-text";

type Props = ComponentProps<"select"> & { label: string; name: string; error?: string; children: ReactNode };

export function SelectField({ label, name, error, children, ...select }: Props) {
  const errorText = useErrorText();
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-zinc-300 bg-transparent px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-red-600 dark:border-zinc-700"
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}
