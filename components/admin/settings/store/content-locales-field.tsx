"use client";

import { useTranslations } from "next-intl";
import { Controller, useFormContext } from "react-hook-form";
import type { StoreSettingsInput } from "@/lib/schemas/store-settings";
import { errorAt } from "./field-error";
import { LocaleCheckboxes } from "@/components/forms/locale-checkboxes";
import { useErrorText } from "@/components/forms/use-error-text";

export function ContentLocalesField() {
  const t = useTranslations("storeSettings.languages");
  const errorText = useErrorText("settings");
  const { control, formState } = useFormContext<StoreSettingsInput>();
  const error = errorAt(formState.errors, "contentLocales");
  return (
    <Controller
      control={control}
      name="contentLocales"
      render={({ field }) => (
        <LocaleCheckboxes
          id="store-content-locales"
          legend={t("contentLocales")}
          hint={t("contentLocalesHint")}
          error={error ? (errorText(error) ?? undefined) : undefined}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
