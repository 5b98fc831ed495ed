"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useNoScriptAction } from "@/components/forms/use-no-script-action";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { ZChangeEmail } from "@/lib/schemas/auth";
import type { ActionResult } from "@/lib/server/auth/action";

type Values = z.infer<typeof ZChangeEmail>;

export function EmailForm({ save }: { save: (v: Values) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { posted, postedFailure, postAction } = useNoScriptAction(save);
  const form = useForm<Values>({ resolver: zodResolver(ZChangeEmail), defaultValues: { email: "", currentPassword: "" } });
  const submit = form.handleSubmit(async (values) => {
    setSentTo(null);
    const result = await save(values);
    setFailure(applyActionResult(result, form.setError));
    if (result.ok) {
      setSentTo(values.email);
      form.reset({ email: "", currentPassword: "" });
    }
  });
  const errors = form.formState.errors;
  const refusal = failure ?? postedFailure;
  return (
    <form action={postAction} onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md" aria-labelledby="email-title">
      <h2 id="email-title" className="text-xl font-semibold">
        {t("profile.email.title")}
      </h2>
      <FormAlert tone="success" message={sentTo ? t("profile.email.sent", { email: sentTo }) : posted?.ok ? t("profile.email.sentNoScript") : null} />
      <FormAlert message={refusal ? t(`auth.errors.${refusal}` as "auth.errors.required") : null} />
      <TextField label={t("profile.email.new")} type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <TextField id="email-current-password" label={t("profile.email.current")} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
      <div>
        <button type="submit" disabled={form.formState.isSubmitting} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {t("profile.email.submit")}
        </button>
      </div>
    </form>
  );
}
