"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SignIn, ZSignIn } from "@/lib/schemas/auth";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";

const ERROR_KEYS: Record<string, string> = {
  CredentialsSignin: "incorrectCredentials",
  RATE_LIMITED: "rateLimited",
  EMAIL_NOT_CONFIRMED: "confirmEmail",
  REQUEST_FAILED: "requestFailed",
  FormExpired: "formExpired",
};

type Props = { redirectTo: string; initialError?: string; csrfToken: string };

/**
 * Signs in through next-auth from script; before the script ran, or without it, the same form posts to
 * next-auth's credentials endpoint, so the password never goes into an address.
 */
export function SignInForm({ redirectTo, initialError, csrfToken }: Props) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [failure, setFailure] = useState<string | undefined>(initialError ? (ERROR_KEYS[initialError] ?? "incorrectCredentials") : undefined);
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: "", password: "", remember: false },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await signIn("credentials", {
      redirect: false,
      email: values.email,
      password: values.password,
      remember: String(values.remember),
      callbackUrl: redirectTo,
    });
    if (!result || result.error) {
      setFailure(ERROR_KEYS[result?.error ?? ""] ?? "incorrectCredentials");
      return;
    }
    window.location.assign(redirectTo);
  });
  const errors = formState.errors;
  return (
    <form
      method="post"
      action="/api/auth/callback/credentials"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-labelledby="sign-in-title"
    >
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="callbackUrl" value={redirectTo} />
      <h2 id="sign-in-title" className="text-2xl font-semibold">
        {t("signIn.title")}
      </h2>
      <FormAlert message={failure ? t(`errors.${failure}` as "errors.required") : null} />
      <TextField label={t("signIn.email")} type="email" autoComplete="username" error={errors.email?.message} {...register("email")} />
      <TextField
        label={t("signIn.password")}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" className="size-4" {...register("remember")} />
          {t("signIn.rememberMe")}
        </label>
        <Link href={`/${locale}/forgot-password`} className="text-sm underline underline-offset-2">
          {t("signIn.forgotPassword")}
        </Link>
      </div>
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {formState.isSubmitting ? t("signIn.submitting") : t("signIn.submit")}
      </button>
      <p className="text-sm">
        {t("signIn.noAccount")}{" "}
        <Link href={`/${locale}/register/user`} className="underline underline-offset-2">
          {t("signIn.register")}
        </Link>
      </p>
    </form>
  );
}
