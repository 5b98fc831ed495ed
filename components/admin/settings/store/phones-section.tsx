"use client";

import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import { smallButton } from "@/components/ui/buttons";
import { MAX_PHONES, type StoreSettingsInput } from "@/lib/schemas/store-settings";
import { TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";

export function PhonesSection() {
  const t = useTranslations("storeSettings.phones");
  const { control } = useFormContext<StoreSettingsInput>();
  const { fields, append, remove } = useFieldArray({ control, name: "phones" });
  return (
    <SettingsSection id="store-phones" title={t("title")} description={t("hint")}>
      {fields.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("empty")}</p>}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} data-testid="phone-row">
            <fieldset className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <legend className="sr-only">{t("row", { num: index + 1 })}</legend>
              <TextInput name={`phones.${index}.phone`} label={t("phone")} type="tel" autoComplete="tel" placeholder="+375 29 123-45-67" defaultValue={field.phone} />
              <TextInput name={`phones.${index}.description`} label={t("description")} placeholder={t("descriptionPlaceholder")} defaultValue={field.description} />
              <button type="button" className={`${smallButton} sm:mt-7`} aria-label={t("removeRow", { num: index + 1 })} onClick={() => remove(index)}>
                {t("remove")}
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      {fields.length < MAX_PHONES && (
        <div>
          <button type="button" className={smallButton} onClick={() => append({ phone: "", description: "" })}>
            {t("add")}
          </button>
        </div>
      )}
    </SettingsSection>
  );
}
