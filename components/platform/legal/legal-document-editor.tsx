"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { LegalMarkdown } from "@/components/legal/legal-markdown";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { useErrorText } from "@/components/forms/use-error-text";
import { secondaryButton } from "@/components/ui/buttons";
import { FormAlert } from "@/components/ui/form-alert";
import { inputClass } from "@/components/ui/input-class";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { type LegalDocumentInput, ZLegalDocument } from "@/lib/schemas/legal";
import type { ActionResult } from "@/lib/server/auth/action";

export type PublishLegalDocument = (input: LegalDocumentInput) => Promise<ActionResult<{ version: number }>>;

/** Writes the next version of one document in one language, with a preview of how the page shows it. */
export function LegalDocumentEditor({ initial, publish }: { initial: LegalDocumentInput; publish: PublishLegalDocument }) {
  const t = useTranslations("legal.admin");
  const errorText = useErrorText("auth");
  const router = useRouter();
  const [preview, setPreview] = useState(false);
  const form = useForm<LegalDocumentInput>({ resolver: zodResolver(ZLegalDocument), defaultValues: initial });
  const { send, failure } = useActionSubmit(form, (values) => publish(values), {
    fields: ["title", "body"],
    onDone: () => {
      toast.success(t("published"));
      router.refresh();
    },
  });
  const errors = form.formState.errors;
  const body = useWatch({ control: form.control, name: "body" });
  return (
    <form method="post" onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="legal-editor">
      <FormAlert message={errorText(failure)} />
      <TextField label={t("documentTitle")} error={errors.title?.message} errorText={errorText} {...form.register("title")} />
      <div role="group" aria-label={t("mode")} className="flex gap-2">
        <button type="button" className={secondaryButton} aria-pressed={!preview} onClick={() => setPreview(false)}>
          {t("edit")}
        </button>
        <button type="button" className={secondaryButton} aria-pressed={preview} onClick={() => setPreview(true)}>
          {t("preview")}
        </button>
      </div>
      <div hidden={preview}>
        <TextAreaField label={t("body")} hint={t("bodyHint")} rows={18} className={`${inputClass} font-mono`} error={errors.body?.message} errorText={errorText} {...form.register("body")} />
      </div>
      {preview ? (
        <div data-testid="legal-preview" className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
          <LegalMarkdown source={body} />
        </div>
      ) : null}
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t("publishing")}>
          {t("publish")}
        </SubmitButton>
      </div>
    </form>
  );
}
