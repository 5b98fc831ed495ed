"use client";

import type { ComponentProps } from "react";
import { describedBy, Field } from "./field";
import type { ErrorText } from "./field-error";
import { inputClass } from "./input-class";

type Props = ComponentProps<"input"> & { label: string; name: string; hint?: string; error?: string; errorText?: ErrorText };

/** A labelled input; `id` defaults to the name, and must be given when two forms of a page share a field name. */
export function TextField({ label, name, id = name, hint, error, errorText, ...input }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} errorText={errorText}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
      />
    </Field>
  );
}
