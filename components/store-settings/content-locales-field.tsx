"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import type { StoreSettingsInput } from "@/lib/schemas/store-settings";
import { errorAt } from "./field-error";
import { useSettingsErrorText } from "./use-settings-error-text";

export function ContentLocalesField() {
  const t = useTranslations("storeSettings.languages");
  const errorText = useSettingsErrorText();
  const { control, formState } = useFormContext<StoreSettingsInput>();
  const error = errorAt(formState.errors, "contentLocales");
  return (
    <Controller
      control={control}
      name="contentLocales"
      render={({ field }) => (
        <fieldset aria-describedby={`store-content-locales-hint${error ? " store-content-locales-error" : ""}`}>
          <legend className="text-sm font-medium">{t("contentLocales")}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {CONTENT_LOCALES.map((locale, index) => {
              const checked = field.value.includes(locale);
              return (
                <label key={locale} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    checked={checked}
                    onBlur={field.onBlur}
                    onChange={() => field.onChange(checked ? field.value.filter((value) => value !== locale) : [...field.value, locale])}
                  />
                  {t(`names.${locale}`)}
                </label>
              );
            })}
          </div>
          <p id="store-content-locales-hint" className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {t("contentLocalesHint")}
          </p>
          {error && (
            <p id="store-content-locales-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {errorText(error)}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
