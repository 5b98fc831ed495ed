"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ClashingTexts } from "@/components/admin/translations/clashing-texts";
import { useFreshTexts } from "@/components/forms/use-fresh-texts";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { ContentLocale } from "@/lib/i18n/locales";
import { DESCRIPTION_MAX, type PromotionForm as Values, promotionFormFor, TITLE_MAX } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { ImageUpload, type ImageValue } from "@/components/forms/image-upload";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useErrorText } from "@/components/forms/use-error-text";

type Texts = Record<string, { title: string; description: string }>;
import { EngineMissingNote, LanguageStatus } from "@/components/admin/translations/language-status";
import type { LanguageState } from "@/lib/domain/translations/language-state";

type FieldErrors = Record<string, { title?: { message?: string }; description?: { message?: string } }>;

/** A promotion's title and markdown description per content language, its banner and its visibility. */
export function PromotionForm({
  storeId,
  languages,
  initial,
  saved,
  submitLabel,
  submit,
  onDone,
  onCancel,
}: {
  storeId: number;
  languages: LanguageOption[];
  initial: { texts: Texts; banner: ImageValue | null; hidden: boolean };
  /** the saved promotion, its version and its languages' translation states; none for a new one */
  saved?: { id: number; version: number; languages: Record<string, LanguageState> };
  submitLabel: string;
  /** saves the values against the version the form is in step with */
  submit: (values: Values, version: number) => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("promotionsAdmin.promotions");
  const common = useTranslations("promotionsAdmin");
  const errorText = useErrorText("promotions");
  const [failure, setFailure] = useState<string | null>(null);
  const [banner, setBanner] = useState(initial.banner);
  const primary = languages[0]!.locale as ContentLocale;
  const fields = [...languages.flatMap(({ locale }) => [`texts.${locale}.title`, `texts.${locale}.description`]), "bannerId", "hidden"];
  const empty = { title: "", description: "" };
  const form = useForm<Values>({
    resolver: zodResolver(promotionFormFor(primary)),
    defaultValues: {
      texts: Object.fromEntries(languages.map(({ locale }) => [locale, initial.texts[locale] ?? empty])),
      bannerId: initial.banner?.id ?? null,
      hidden: initial.hidden,
    },
  });
  const texts = Object.fromEntries(languages.map(({ locale }) => [locale, initial.texts[locale] ?? empty]));
  const fresh = useFreshTexts(form, { prefix: "texts", texts, others: { banner: initial.banner, hidden: initial.hidden }, version: saved?.version ?? 0 });
  const send = form.handleSubmit(async (values) => {
    const result = await submit(values, fresh.version);
    setFailure(applyActionResult(result, form.setError, { fields }));
    if (result.ok) onDone();
  });
  const errors = form.formState.errors.texts as FieldErrors | undefined;
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="promotion-form">
      <FormAlert message={errorText(failure)} />
      <ClashingTexts clashing={fresh.clashing} />
      {languages.length > 1 ? <EngineMissingNote /> : null}
      {languages.map(({ locale, label }, index) => (
        <fieldset key={locale} lang={locale} className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
          <legend className="px-1 text-sm font-semibold">{index === 0 ? t("primaryLanguage", { language: label }) : label}</legend>
          {saved && index > 0 ? <LanguageStatus type="Promotion" id={saved.id} locale={locale} state={saved.languages[locale] ?? { kind: "missing" }} /> : null}
          <TextField
            label={t("titleIn", { language: label })}
            autoComplete="off"
            maxLength={TITLE_MAX}
            required={index === 0}
            autoFocus={index === 0}
            error={errors?.[locale]?.title?.message}
            {...form.register(`texts.${locale as ContentLocale}.title`)}
          />
          <TextAreaField
            label={t("descriptionIn", { language: label })}
            hint={t("markdownHint")}
            maxLength={DESCRIPTION_MAX}
            error={errors?.[locale]?.description?.message}
            {...form.register(`texts.${locale as ContentLocale}.description`)}
          />
        </fieldset>
      ))}
      <ImageUpload
        label={t("banner")}
        kind="banner"
        storeId={storeId}
        value={banner}
        onChange={(value) => {
          setBanner(value);
          form.setValue("bannerId", value?.id ?? null, { shouldDirty: true });
        }}
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4" {...form.register("hidden")} />
        {t("hiddenLabel")}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {common("cancel")}
        </button>
        <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
