"use client";

import type { ComponentProps } from "react";
import { describedBy, Field } from "./field";
import type { ErrorText } from "./field-error";
import { inputClass } from "./input-class";

type Props = ComponentProps<"textarea"> & { label: string; name: string; hint?: string; error?: string; errorText?: ErrorText };

export function TextAreaField({ label, name, hint, error, errorText, ...textarea }: Props) {
  return (
    <Field id={name} label={label} hint={hint} error={error} errorText={errorText}>
      <textarea
        id={name}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={inputClass}
        {...textarea}
      />
    </Field>
  );
}
