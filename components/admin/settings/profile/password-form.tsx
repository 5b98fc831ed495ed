"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useNoScriptAction } from "@/components/forms/use-no-script-action";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { ZChangePassword } from "@/lib/schemas/auth";
import type { ActionResult } from "@/lib/server/auth/action";

type Values = z.infer<typeof ZChangePassword>;
const LOGIN_REDIRECT_S = 5;

export function PasswordForm({ save }: { save: (v: Values) => Promise<ActionResult<unknown>> }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  const { posted, postedFailure, postAction } = useNoScriptAction(save);
  const form = useForm<Values>({
    resolver: zodResolver(ZChangePassword),
    defaultValues: { currentPassword: "", password: "", passwordRepeat: "" },
  });
  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) {
      router.replace(`/${locale}`);
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown, locale, router]);
  const submit = form.handleSubmit(async (values) => {
    const result = await save(values);
    setFailure(applyActionResult(result, form.setError));
    if (result.ok) setCountdown(LOGIN_REDIRECT_S);
  });
  const errors = form.formState.errors;
  const refusal = failure ?? postedFailure;
  return (
    <form action={postAction} onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md" aria-labelledby="password-title">
      <h2 id="password-title" className="text-xl font-semibold">
        {t("profile.password.title")}
      </h2>
      <FormAlert tone="success" message={countdown !== null ? t("profile.password.done", { seconds: countdown }) : posted?.ok ? t("profile.password.doneNoScript") : null} />
      <FormAlert message={refusal ? t(`auth.errors.${refusal}` as "auth.errors.required") : null} />
      <TextField label={t("profile.password.current")} type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
      <TextField label={t("profile.password.new")} type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
      <TextField label={t("profile.password.repeat")} type="password" autoComplete="new-password" error={errors.passwordRepeat?.message} {...form.register("passwordRepeat")} />
      <div>
        <button type="submit" disabled={form.formState.isSubmitting || countdown !== null} className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60">
          {t("profile.password.submit")}
        </button>
      </div>
    </form>
  );
}
