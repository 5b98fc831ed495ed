"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import type { LanguageOption } from "@/lib/i18n/pick-text";
import type { ContentLocale } from "@/lib/i18n/locales";
import { NAME_MAX, type PromotionCategoryForm as Values, promotionCategoryFormFor } from "@/lib/schemas/promotions";
import type { ActionResult } from "@/lib/server/auth/action";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { useErrorText } from "@/components/forms/use-error-text";

/** The name of a promotion category in each content language of the store; the primary one is required. */
export function PromotionCategoryForm({
  languages,
  initial,
  submitLabel,
  submit,
  onDone,
  onCancel,
}: {
  languages: LanguageOption[];
  initial: Record<string, string>;
  submitLabel: string;
  submit: (values: Values) => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("promotionsAdmin");
  const errorText = useErrorText("promotions");
  const [failure, setFailure] = useState<string | null>(null);
  const primary = languages[0]!.locale as ContentLocale;
  const fields = languages.map(({ locale }) => `names.${locale}`);
  const form = useForm<Values>({
    resolver: zodResolver(promotionCategoryFormFor(primary)),
    defaultValues: { names: Object.fromEntries(languages.map(({ locale }) => [locale, initial[locale] ?? ""])) },
  });
  const send = form.handleSubmit(async (values) => {
    const result = await submit(values);
    setFailure(applyActionResult(result, form.setError, { fields }));
    if (result.ok) onDone();
  });
  const errors = form.formState.errors.names as Record<string, { message?: string }> | undefined;
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="promotion-category-form">
      <FormAlert message={errorText(failure)} />
      {languages.map(({ locale, label }, index) => (
        <TextField
          key={locale}
          label={t(index === 0 ? "categories.namePrimary" : "categories.nameIn", { language: label })}
          lang={locale}
          autoComplete="off"
          maxLength={NAME_MAX}
          required={index === 0}
          autoFocus={index === 0}
          error={errors?.[locale]?.message}
          {...form.register(`names.${locale as ContentLocale}`)}
        />
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("cancel")}
        </button>
        <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
