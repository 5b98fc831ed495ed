"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import { type StoreSettingsInput, WEEKDAYS } from "@/lib/schemas/store-settings";
import { errorAt, fieldId } from "./field-error";
import { useErrorText } from "@/components/forms/use-error-text";

/** Checkboxes for the ISO weekdays of one working-hours row. */
export function WeekdayPicker({ index }: { index: number }) {
  const t = useTranslations("storeSettings");
  const errorText = useErrorText("settings");
  const { control, formState } = useFormContext<StoreSettingsInput>();
  const name = `workingHours.${index}.days` as const;
  const id = fieldId(name);
  const error = errorAt(formState.errors, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
          <legend className="text-sm font-medium">{t("hours.days")}</legend>
          <div className="mt-1 flex flex-wrap gap-1">
            {WEEKDAYS.map((day) => {
              const checked = field.value.includes(day);
              return (
                <label
                  key={day}
                  className="flex cursor-pointer items-center gap-1 rounded-md border border-zinc-300 px-2 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-zinc-700 dark:has-[:checked]:bg-brand-950"
                >
                  <input
                    type="checkbox"
                    ref={day === 1 ? field.ref : undefined}
                    checked={checked}
                    onBlur={field.onBlur}
                    onChange={() => field.onChange(checked ? field.value.filter((value) => value !== day) : [...field.value, day])}
                    aria-label={t(`weekdaysLong.${day}`)}
                  />
                  <span aria-hidden="true">{t(`weekdays.${day}`)}</span>
                </label>
              );
            })}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {errorText(error)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
