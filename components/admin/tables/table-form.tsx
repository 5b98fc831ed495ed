"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { TABLE_NAME_MAX, TABLE_NOTE_MAX, type TableForm as Values, ZTableForm } from "@/lib/schemas/tables";
import type { DialogFormProps } from "@/components/forms/dialog-form-props";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { TextAreaField } from "@/components/ui/textarea-field";
import { useErrorText } from "@/components/forms/use-error-text";

const FIELDS = ["name", "note"] as const;

/** A table's name (or number) and an optional note for the staff. */
export function TableForm({ initial, submitLabel, submit, onDone, onCancel }: DialogFormProps<Values>) {
  const t = useTranslations("tablesAdmin");
  const errorText = useErrorText("tables");
  const form = useForm<Values>({ resolver: zodResolver(ZTableForm), defaultValues: initial });
  const { send, failure } = useActionSubmit(form, submit, { onDone, fields: FIELDS });
  const { errors } = form.formState;
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="table-form">
      <FormAlert message={errorText(failure)} />
      <TextField
        label={t("name")}
        autoComplete="off"
        maxLength={TABLE_NAME_MAX}
        required
        autoFocus
        error={errors.name?.message} errorText={errorText}
        {...form.register("name")}
      />
      <TextAreaField
        label={t("note")}
        hint={t("noteHint")}
        rows={3}
        maxLength={TABLE_NOTE_MAX}
        error={errors.note?.message} errorText={errorText}
        {...form.register("note")}
      />
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
