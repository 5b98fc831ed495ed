"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { FormAlert } from "@/components/ui/form-alert";
import type { ActionResult } from "@/lib/server/auth/action";
import { type ReviewWidgetSettings, type ReviewWidgetSettingsInput, ZReviewWidgetSettings } from "@/lib/schemas/review-widget";
import { describedBy, Field } from "@/components/ui/field";
import { inputClass } from "@/components/ui/input-class";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { SubmitButton } from "@/components/ui/submit-button";

interface Props {
  values: ReviewWidgetSettingsInput;
  orgId: string | null;
  reviewsUrl: string;
  /** takes the pasted code as typed: the server reads and normalises it again */
  save: (input: ReviewWidgetSettingsInput) => Promise<ActionResult<{ version: number }>>;
}

export function ReviewWidgetForm({ values, orgId, reviewsUrl, save }: Props) {
  const t = useTranslations("venueExtrasAdmin.reviews");
  const errorText = useErrorText("extras");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewWidgetSettingsInput, unknown, ReviewWidgetSettings>({ resolver: zodResolver(ZReviewWidgetSettings), defaultValues: values });
  const { errors, isSubmitting } = form.formState;
  const error = errors.code?.message;
  const submit = form.handleSubmit(
    async (parsed) => {
      const result = await save(form.getValues());
      setFailure(applyActionResult(result, form.setError, { summary: true }));
      if (!result.ok) return;
      form.setValue("version", result.data.version);
      toast.success(parsed.widget ? t("saved") : t("cleared"));
      router.refresh();
    },
    () => setFailure("invalid"),
  );
  return (
    <form method="post" onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5" aria-labelledby="reviews-title">
      <div>
        <h2 id="reviews-title" className="text-xl font-semibold">
          {t("title")}
        </h2>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">{t("intro")}</p>
      </div>
      <p data-testid="review-widget-status">
        {orgId ? t("current", { orgId }) : t("none")}{" "}
        {orgId && (
          <a href={reviewsUrl} className="underline underline-offset-2">
            {t("openPage")}
          </a>
        )}
      </p>
      <Field errorText={errorText} id="review-code" label={t("code")} hint={t("codeHint")} error={error}>
        <textarea
          id="review-code"
          {...form.register("code")}
          rows={8}
          spellCheck={false}
          className={`${inputClass} font-mono text-sm`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("review-code", error, t("codeHint"))}
        />
      </Field>
      <FormAlert message={errorText(failure)} />
      <div>
        <SubmitButton pending={isSubmitting} pendingLabel={t("saving")}>
          {t("save")}
        </SubmitButton>
      </div>
    </form>
  );
}
