import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { forgotPasswordAction } from "./actions";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.forgot" });
  return { title: t("title") };
}

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
