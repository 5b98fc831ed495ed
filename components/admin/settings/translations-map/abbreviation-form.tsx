"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { secondaryButton } from "@/components/ui/buttons";
import { FormAlert } from "@/components/ui/form-alert";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import {
  ABBREVIATION_FULL_MAX,
  ABBREVIATION_KINDS,
  ABBREVIATION_SHORT_MAX,
  type AbbreviationForm as Values,
  ZAbbreviationForm,
} from "@/lib/schemas/abbreviations";
import type { ActionResult } from "@/lib/server/auth/action";

const FIELDS = ["short", "kind", "full"] as const;

/** One entry of the map: the abbreviation or name, what to do with it, and its full form or spelling. */
export function AbbreviationForm({
  initial,
  submitLabel,
  submit,
  onDone,
  onCancel,
}: {
  initial: Values;
  submitLabel: string;
  submit: (values: Values) => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("translationsAdmin.map");
  const errorText = useErrorText("translations");
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(ZAbbreviationForm), defaultValues: initial });
  const kind = useWatch({ control: form.control, name: "kind" });
  const send = form.handleSubmit(async (values) => {
    const result = await submit(values);
    setFailure(applyActionResult(result, form.setError, { fields: FIELDS }));
    if (result.ok) onDone();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="abbreviation-form">
      <FormAlert message={errorText(failure)} />
      <TextField
        label={t("short")}
        hint={t("shortHint")}
        autoComplete="off"
        maxLength={ABBREVIATION_SHORT_MAX}
        required
        autoFocus
        error={errors.short?.message}
        errorText={errorText}
        {...form.register("short")}
      />
      <SelectField label={t("kind")} error={errors.kind?.message} errorText={errorText} {...form.register("kind")}>
        {ABBREVIATION_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={kind === "keep" ? t("keepAs") : t("full")}
        hint={kind === "keep" ? t("keepAsHint") : t("fullHint")}
        autoComplete="off"
        maxLength={ABBREVIATION_FULL_MAX}
        required={kind === "expand"}
        error={errors.full?.message}
        errorText={errorText}
        {...form.register("full")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          {t("cancel")}
        </button>
        <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
