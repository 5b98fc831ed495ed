"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { CONTENT_LOCALES, type ContentLocale } from "@/lib/i18n/locales";

interface Props {
  id: string;
  legend: string;
  hint: string;
  error?: string;
  value: readonly string[];
  onChange(value: string[]): void;
  onBlur(): void;
  inputRef: Ref<HTMLInputElement>;
}

/** One checkbox per content language, with its hint and error: the languages a venue's menu is written in. */
export function LocaleCheckboxes({ id, legend, hint, error, value, onChange, onBlur, inputRef }: Props) {
  const names = useTranslations("storeSettings.languages.names");
  return (
    <fieldset id={id} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
        {CONTENT_LOCALES.map((locale: ContentLocale, index) => {
          const checked = value.includes(locale);
          return (
            <label key={locale} className="flex min-h-6 items-center gap-2">
              <input
                type="checkbox"
                ref={index === 0 ? inputRef : undefined}
                checked={checked}
                onBlur={onBlur}
                onChange={() => onChange(checked ? value.filter((code) => code !== locale) : [...value, locale])}
              />
              {names(locale)}
            </label>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
