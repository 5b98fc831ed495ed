"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { ImageUpload, type ImageValue } from "@/components/forms/image-upload";
import { TextField } from "@/components/ui/text-field";
import { ClashingTexts } from "@/components/admin/translations/clashing-texts";
import { useFreshTexts } from "@/components/forms/use-fresh-texts";
import { FormAlert } from "@/components/ui/form-alert";
import { type CategoryForm as Values, categoryFormFor } from "@/lib/schemas/categories";
import { EMPTY_SCHEDULE } from "@/lib/schemas/menu-common";
import type { ActionResult } from "@/lib/server/auth/action";
import type { AdminCategory, MenuStoreInfo } from "@/lib/server/categories/category-dto";
import { EngineMissingNote, LanguageStatus } from "@/components/admin/translations/language-status";
import { FormButtons } from "./form-buttons";
import { IconPicker } from "./icon-picker";
import { VisibilityFields } from "./visibility-fields";
import { useLanguageName } from "./use-intl-names";
import { useErrorText } from "@/components/forms/use-error-text";
import { useMenuFormSubmit } from "./use-menu-form-submit";

/** Names per content language, icon, visibility, 18+ and schedule of a category; values survive a refusal. */
export function CategoryForm({
  store,
  initial,
  initialIcon,
  saved,
  parentScheduled,
  failureKey,
  submitLabel,
  submit,
  onDone,
  onCancel,
}: {
  store: MenuStoreInfo;
  initial: Values;
  initialIcon: ImageValue | null;
  /** the saved category, its version and its languages' translation states; none for a new one */
  saved?: { id: number; version: number; languages: AdminCategory["languages"] };
  parentScheduled: boolean;
  failureKey: "createCategoryFailed" | "updateCategoryFailed";
  submitLabel: string;
  /** saves the values against the version the form is in step with */
  submit: (values: Values, version: number) => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("menuAdmin.categories");
  const errorText = useErrorText("menu");
  const languageName = useLanguageName();
  const [iconImage, setIconImage] = useState<ImageValue | null>(initialIcon);
  const form = useForm<Values>({
    resolver: zodResolver(categoryFormFor(store.primaryLocale)),
    defaultValues: { ...initial, schedule: initial.schedule ?? EMPTY_SCHEDULE },
  });
  const icon = useController({ control: form.control, name: "icon" });
  const errors = form.formState.errors;
  const fresh = useFreshTexts(form, { prefix: "names", texts: initial.names, others: { ...initial, names: null }, version: saved?.version ?? 0 });
  const { send, failure } = useMenuFormSubmit(form, { submit: (values) => submit(values, fresh.version), failureKey, onDone });
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="category-form">
      <FormAlert message={errorText(failure)} />
      <ClashingTexts clashing={fresh.clashing} />
      {store.contentLocales.length > 1 ? <EngineMissingNote /> : null}
      {store.contentLocales.map((locale) => (
        <div key={locale} className="flex flex-col gap-2">
          <TextField
            label={t("name", { language: languageName(locale) })}
            autoComplete="off"
            lang={locale}
            required={locale === store.primaryLocale}
            error={errors.names?.[locale as keyof Values["names"]]?.message} errorText={errorText}
            {...form.register(`names.${locale}` as `names.ru`)}
          />
          {saved && locale !== store.primaryLocale ? <LanguageStatus type="Category" id={saved.id} locale={locale} state={saved.languages[locale] ?? { kind: "missing" }} /> : null}
        </div>
      ))}
      <IconPicker value={icon.field.value} onChange={icon.field.onChange} />
      <ImageUpload
        label={t("uploadIcon")}
        kind="icon"
        storeId={store.id}
        value={iconImage}
        onChange={(image) => {
          setIconImage(image);
          form.setValue("iconUploadId", image?.id ?? null, { shouldDirty: true });
        }}
      />
      <VisibilityFields texts="menuAdmin.categories" form={form} timezone={store.timezone} schedulesApply={store.schedulesApply} parentScheduled={parentScheduled} errorText={errorText} />
      <FormButtons submitLabel={submitLabel} pending={form.formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}
