"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type RegisterUser, ZRegisterUser } from "@/lib/schemas/auth";
import type { ActionResult } from "@/lib/server/auth/action";
import { AUTH_TITLE_ID } from "./auth-card";
import { FormAlert } from "@/components/ui/form-alert";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { SubmitButton } from "@/components/ui/submit-button";
import { SuccessPanel } from "./success-panel";
import { TextField } from "@/components/ui/text-field";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FieldError } from "@/components/ui/field-error";
import { CONSENT_KINDS } from "@/lib/domain/legal";
import { useErrorText } from "@/components/forms/use-error-text";
import { useNoScriptAction } from "@/components/forms/use-no-script-action";

type Props = { action: (values: RegisterUser) => Promise<ActionResult<{ email: string }>> };

export function RegisterUserForm({ action }: Props) {
  const t = useTranslations("auth");
  const errorText = useErrorText("auth");
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { posted, postedFailure, postAction } = useNoScriptAction(action);
  const { register, handleSubmit, setError, formState } = useForm<RegisterUser>({
    resolver: zodResolver(ZRegisterUser),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", passwordRepeat: "", acceptOffer: false, acceptPrivacy: false },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await action(values);
    if (result.ok) setSentTo(result.data.email);
    else setFailure(applyActionResult(result, setError));
  });
  const sent = sentTo ?? (posted?.ok ? posted.data.email : null);
  if (sent) return <SuccessPanel message={t("register.checkEmail", { email: sent })} />;
  const errors = formState.errors;
  const consentError = errors.acceptOffer?.message ?? errors.acceptPrivacy?.message;
  return (
    <form action={postAction} onSubmit={submit} noValidate aria-labelledby={AUTH_TITLE_ID} className="flex flex-col gap-4">
      <FormAlert message={errorText(failure ?? postedFailure)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("register.firstName")} autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <TextField label={t("register.lastName")} autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <TextField label={t("register.email")} type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <TextField label={t("register.password")} type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
      <TextField
        label={t("register.passwordRepeat")}
        type="password"
        autoComplete="new-password"
        error={errors.passwordRepeat?.message}
        {...register("passwordRepeat")}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={consentError ? "consent-error" : undefined}>
        {CONSENT_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={t.rich(kind === "offer" ? "register.acceptOffer" : "register.acceptPrivacy", {
              link: (chunks) => (
                <Link href={`/${locale}/${kind}`} target="_blank" className="underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
            aria-invalid={consentError ? true : undefined}
            {...register(kind === "offer" ? "acceptOffer" : "acceptPrivacy")}
          />
        ))}
        <FieldError id="consent-error" message={consentError} errorText={errorText} />
      </fieldset>
      <SubmitButton pending={formState.isSubmitting}>{t("register.submit")}</SubmitButton>
      <p className="text-sm">
        {t("register.haveAccount")}{" "}
        <Link href={`/${locale}`} className="underline underline-offset-2">
          {t("signIn.title")}
        </Link>
      </p>
    </form>
  );
}
