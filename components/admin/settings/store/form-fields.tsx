"use client";

import type { ComponentProps } from "react";
import { type FieldValues, get, useFormContext } from "react-hook-form";
import type { StoreSettingsInput } from "@/lib/schemas/store-settings";
import { errorAt, fieldId } from "./field-error";
import { useErrorText } from "@/components/forms/use-error-text";
import { describedBy, Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input-class";

type Common = { name: string; label: string; hint?: string };

/** The loaded value of a top-level field, rendered on the server too; field-array rows pass their own. */
const initialOf = (defaults: FieldValues | undefined, name: string) => (/\.\d+\./.test(name) ? undefined : (get(defaults, name) as string | undefined));

/** A text input bound to the settings form by its field path. */
export function TextInput({ name, label, hint, ...input }: Common & Omit<ComponentProps<"input">, "name">) {
  const { register, formState } = useFormContext<StoreSettingsInput>();
  const id = fieldId(name);
  const errorText = useErrorText("settings");
  const error = errorAt(formState.errors, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} errorText={errorText}>
      <input
        id={id}
        defaultValue={initialOf(formState.defaultValues, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...input}
        {...register(name as "name")}
      />
    </Field>
  );
}

export function TextArea({ name, label, hint, rows = 3 }: Common & { rows?: number }) {
  const { register, formState } = useFormContext<StoreSettingsInput>();
  const id = fieldId(name);
  const errorText = useErrorText("settings");
  const error = errorAt(formState.errors, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} errorText={errorText}>
      <textarea
        id={id}
        rows={rows}
        defaultValue={initialOf(formState.defaultValues, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...register(name as "description")}
      />
    </Field>
  );
}

export function SelectInput({ name, label, hint, options }: Common & { options: { value: string; label: string }[] }) {
  const { register, formState } = useFormContext<StoreSettingsInput>();
  const id = fieldId(name);
  const errorText = useErrorText("settings");
  const error = errorAt(formState.errors, name);
  return (
    <Field id={id} label={label} error={error} hint={hint} errorText={errorText}>
      <select id={id} defaultValue={initialOf(formState.defaultValues, name)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={inputClass} {...register(name as "currency")}>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-zinc-900">
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
