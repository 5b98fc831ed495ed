import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ExpiredLink } from "@/components/auth/expired-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { db } from "@/lib/db/runtime";
import { peekToken } from "@/lib/server/auth/tokens";
import { resetPasswordAction } from "./actions";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.change" });
  return { title: t("title") };
}

export default async function ChangePasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations("auth");
  const valid = typeof token === "string" && (await peekToken(await db(), token, "reset_password")) !== null;
  return (
    <AuthCard title={t("change.title")}>
      {valid ? (
        <ResetPasswordForm token={token} action={resetPasswordAction} />
      ) : (
        <ExpiredLink message={t("errors.resetExpired")} href={`/${locale}/forgot-password`} label={t("forgot.title")} />
      )}
    </AuthCard>
  );
}
