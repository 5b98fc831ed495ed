"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { DialogFormProps } from "@/components/forms/dialog-form-props";
import { useActionSubmit } from "@/components/forms/use-action-submit";
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

const FIELDS = ["short", "kind", "full"] as const;

/** One entry of the map: the abbreviation or name, what to do with it, and its full form or spelling. */
export function AbbreviationForm({ initial, submitLabel, submit, onDone, onCancel }: DialogFormProps<Values>) {
  const t = useTranslations("translationsAdmin.map");
  const errorText = useErrorText("translations");
  const form = useForm<Values>({ resolver: zodResolver(ZAbbreviationForm), defaultValues: initial });
  const kind = useWatch({ control: form.control, name: "kind" });
  const { send, failure } = useActionSubmit(form, submit, { onDone, fields: FIELDS });
  const { errors, isSubmitting } = form.formState;
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="abbreviation-form">
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
