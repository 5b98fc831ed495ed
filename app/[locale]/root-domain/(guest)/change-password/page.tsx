import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ExpiredLink } from "@/components/auth/expired-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { usableLinkToken } from "@/lib/server/auth/link-token";
import { resetPasswordAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export const generateMetadata = titleMetadata("auth.change");

export default async function ChangePasswordPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("auth");
  const token = await usableLinkToken(searchParams, "reset_password");
  return (
    <AuthCard title={t("change.title")}>
      {token ? (
        <ResetPasswordForm token={token} action={resetPasswordAction} />
      ) : (
        <ExpiredLink message={t("errors.resetExpired")} href={`/${locale}/forgot-password`} label={t("forgot.title")} />
      )}
    </AuthCard>
  );
}
