"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ZForgotPassword } from "@/lib/schemas/auth";
import type { ActionResult } from "@/lib/server/auth/action";
import { AUTH_TITLE_ID } from "./auth-card";
import { FormAlert } from "@/components/ui/form-alert";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/forms/use-error-text";
import { useNoScriptAction } from "@/components/forms/use-no-script-action";

type ForgotPassword = z.infer<typeof ZForgotPassword>;
type Props = { action: (values: ForgotPassword) => Promise<ActionResult<{ email: string }>> };

export function ForgotPasswordForm({ action }: Props) {
  const t = useTranslations("auth");
  const errorText = useErrorText("auth");
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { posted, postedFailure, postAction } = useNoScriptAction(action);
  const { register, handleSubmit, setError, formState } = useForm<ForgotPassword>({
    resolver: zodResolver(ZForgotPassword),
    defaultValues: { email: "" },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSentTo(null);
    const result = await action(values);
    if (result.ok) setSentTo(result.data.email);
    else setFailure(applyActionResult(result, setError));
  });
  const sent = sentTo ?? (posted?.ok ? posted.data.email : null);
  return (
    <form action={postAction} onSubmit={submit} noValidate aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-4">
      <p className="text-zinc-700 dark:text-zinc-300">{t("forgot.text")}</p>
      <FormAlert message={errorText(failure ?? postedFailure)} />
      <FormAlert tone="success" message={sent ? t("forgot.sent", { email: sent }) : null} />
      <TextField label={t("register.email")} type="email" autoComplete="email" error={formState.errors.email?.message} {...register("email")} />
      <SubmitButton pending={formState.isSubmitting}>{t("forgot.submit")}</SubmitButton>
      <Link href={`/${locale}`} className="text-sm underline underline-offset-2">
        {t("forgot.back")}
      </Link>
    </form>
  );
}
