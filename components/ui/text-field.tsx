"use client";

import type { ComponentProps } from "react";
import { describedBy, Field } from "./field";
import type { ErrorText } from "./field-error";
import { inputClass } from "./input-class";

type Props = ComponentProps<"input"> & { label: string; name: string; hint?: string; error?: string; errorText?: ErrorText };

export function TextField({ label, name, hint, error, errorText, ...input }: Props) {
  return (
    <Field id={name} label={label} hint={hint} error={error} errorText={errorText}>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={inputClass}
        {...input}
      />
    </Field>
  );
}
