"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { localeDirection } from "@/lib/i18n/locales";
import type { StoreTranslations } from "@/lib/schemas/store-translations";
import type { ActionResult } from "@/lib/server/auth/action";
import type { StoreTranslationsForm } from "@/lib/server/stores/store-translations";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { TextArea, TextInput } from "./form-fields";
import { SettingsSection } from "./settings-section";
import { useErrorText } from "@/components/forms/use-error-text";
import { SaveBar } from "./save-bar";

interface FormValues {
  translations: { locale: string; description: string; address: string; menuInfo: string; labels: string[] }[];
}

interface Props {
  loaded: StoreTranslationsForm;
  save: (input: StoreTranslations) => Promise<ActionResult<{ saved: number }>>;
}

/** The venue's description, address, menu-page info and phone labels in each language it offers besides the primary one. */
export function VenueTranslationsForm({ loaded, save }: Props) {
  const t = useTranslations("storeSettings.translations");
  const tl = useTranslations("common.language");
  const errorText = useErrorText("settings");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    defaultValues: {
      translations: loaded.translations.map(({ phoneLabels, ...texts }) => ({ ...texts, labels: loaded.phones.map((phone) => phoneLabels[phone.phone] ?? "") })),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const translations = values.translations.map(({ labels, ...texts }) => ({
      ...texts,
      locale: texts.locale as StoreTranslations["translations"][number]["locale"],
      phoneLabels: Object.fromEntries(loaded.phones.map((phone, index) => [phone.phone, labels[index] ?? ""])),
    }));
    const result = await save({ storeId: loaded.storeId, translations });
    setFailure(applyActionResult(result, form.setError, { summary: true }));
    if (!result.ok) return;
    toast.success(t("saved"));
    router.refresh();
  });
  const { isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6" aria-labelledby="store-translations-title">
        <SettingsSection id="store-translations-title" title={t("title")} description={t("hint")}>
          {loaded.translations.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("none")}</p>}
          {loaded.translations.map((translation, index) => {
            const language = tl(translation.locale as "en");
            return (
              <fieldset key={translation.locale} data-testid={`translation-${translation.locale}`} lang={translation.locale} dir={localeDirection(translation.locale)} className="flex flex-col gap-3">
                <legend className="mb-2 font-semibold">{language}</legend>
                <TextInput name={`translations.${index}.address`} label={t("address", { language })} />
                <TextArea name={`translations.${index}.description`} label={t("description", { language })} />
                <TextArea name={`translations.${index}.menuInfo`} label={t("menuInfo", { language })} />
                {loaded.phones.map((phone, phoneIndex) => (
                  <TextInput
                    key={phone.phone}
                    name={`translations.${index}.labels.${phoneIndex}`}
                    label={t("phoneLabel", { phone: phone.phone, language })}
                    placeholder={phone.description}
                    defaultValue={form.formState.defaultValues?.translations?.[index]?.labels?.[phoneIndex]}
                  />
                ))}
              </fieldset>
            );
          })}
        </SettingsSection>
        {loaded.translations.length > 0 && (
          <SaveBar failure={errorText(failure)} pending={isSubmitting} labels={{ save: t("save"), saving: t("saving") }} />
        )}
      </form>
    </FormProvider>
  );
}
