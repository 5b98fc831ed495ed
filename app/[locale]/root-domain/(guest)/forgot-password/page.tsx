import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { forgotPasswordAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = titleMetadata("auth.forgot");

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await runGuards(["guest-page"], { locale, path: (await requestUrl()).path });
  const t = await getTranslations("auth.forgot");
  return (
    <AuthCard title={t("title")}>
      <ForgotPasswordForm action={forgotPasswordAction} />
    </AuthCard>
  );
}
