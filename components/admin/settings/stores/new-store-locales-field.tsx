"use client";

import { useTranslations } from "next-intl";
import { type Control, Controller } from "react-hook-form";
import type { StoreForm } from "@/lib/schemas/stores";
import { LocaleCheckboxes } from "@/components/forms/locale-checkboxes";

/** The content languages a new store starts with; the menu can be written and shown in each. */
export function NewStoreLocalesField({ control, error }: { control: Control<StoreForm>; error?: string }) {
  const t = useTranslations("staff.stores");
  return (
    <Controller
      control={control}
      name="contentLocales"
      render={({ field }) => (
        <LocaleCheckboxes
          id="new-store-locales"
          legend={t("contentLocales")}
          hint={t("contentLocalesHint")}
          error={error}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      )}
    />
  );
}
