"use client";

import type { ComponentProps, ReactNode } from "react";
import { describedBy, Field } from "./field";
import type { ErrorText } from "./field-error";
import { inputClass } from "./input-class";

type Props = ComponentProps<"select"> & { label: string; name: string; error?: string; errorText?: ErrorText; children: ReactNode };

export function SelectField({ label, name, error, errorText, children, ...select }: Props) {
  return (
    <Field id={name} label={label} error={error} errorText={errorText}>
      <select id={name} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, error)} className={inputClass} {...select}>
        {children}
      </select>
    </Field>
  );
}
