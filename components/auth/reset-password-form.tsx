"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ZResetPassword } from "@/lib/schemas/auth";
import type { ActionResult } from "@/lib/server/auth/action";
import { AUTH_TITLE_ID } from "./auth-card";
import { Countdown } from "./countdown";
import { ExpiredLink } from "./expired-link";
import { FormAlert } from "@/components/ui/form-alert";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/components/forms/use-error-text";
import { useNoScriptAction } from "@/components/forms/use-no-script-action";

type ResetPassword = z.infer<typeof ZResetPassword>;
type Props = { token: string; action: (values: ResetPassword) => Promise<ActionResult<undefined>> };

const SIGN_IN_AFTER_S = 5;

export function ResetPasswordForm({ token, action }: Props) {
  const t = useTranslations("auth");
  const errorText = useErrorText("auth");
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { posted, postedFailure, postAction } = useNoScriptAction(action);
  const { register, handleSubmit, setError, formState } = useForm<ResetPassword>({
    resolver: zodResolver(ZResetPassword),
    defaultValues: { token, password: "", passwordRepeat: "" },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await action(values);
    if (result.ok) setDone(true);
    else setFailure(applyActionResult(result, setError));
  });
  const refusal = failure ?? postedFailure;
  if (done || posted?.ok) {
    return (
      <Countdown
        seconds={SIGN_IN_AFTER_S}
        href={`/${locale}`}
        text={(seconds) => t("change.done", { seconds })}
        actionLabel={t("signIn.title")}
      />
    );
  }
  if (refusal === "resetExpired") {
    return <ExpiredLink message={t("errors.resetExpired")} href={`/${locale}/forgot-password`} label={t("forgot.title")} />;
  }
  const errors = formState.errors;
  return (
    <form action={postAction} onSubmit={submit} noValidate aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-4">
      <FormAlert message={errorText(refusal)} />
      <input type="hidden" name="token" value={token} />
      <TextField label={t("change.password")} type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
      <TextField
        label={t("change.passwordRepeat")}
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat?.message}
        {...register("passwordRepeat")}
      />
      <SubmitButton pending={formState.isSubmitting}>{t("change.submit")}</SubmitButton>
    </form>
  );
}
