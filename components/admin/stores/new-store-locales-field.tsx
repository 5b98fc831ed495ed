"use client";

import { useTranslations } from "next-intl";
import { type Control, Controller } from "react-hook-form";
import { CONTENT_LOCALES } from "@/lib/i18n/locales";
import type { StoreForm } from "@/lib/schemas/stores";

/** The content languages a new store starts with; the menu can be written and shown in each. */
export function NewStoreLocalesField({ control, error }: { control: Control<StoreForm>; error?: string }) {
  const t = useTranslations("staff.stores");
  const names = useTranslations("storeSettings.languages.names");
  return (
    <Controller
      control={control}
      name="contentLocales"
      render={({ field }) => {
        const value = field.value ?? [];
        return (
          <fieldset aria-describedby={`new-store-locales-hint${error ? " new-store-locales-error" : ""}`} data-testid="new-store-locales">
            <legend className="text-sm font-medium">{t("contentLocales")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
              {CONTENT_LOCALES.map((locale, index) => {
                const checked = value.includes(locale);
                return (
                  <label key={locale} className="flex min-h-6 items-center gap-2">
                    <input
                      type="checkbox"
                      ref={index === 0 ? field.ref : undefined}
                      checked={checked}
                      onBlur={field.onBlur}
                      onChange={() => field.onChange(checked ? value.filter((code) => code !== locale) : [...value, locale])}
                    />
                    {names(locale)}
                  </label>
                );
              })}
            </div>
            <p id="new-store-locales-hint" className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {t("contentLocalesHint")}
            </p>
            {error && (
              <p id="new-store-locales-error" role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
