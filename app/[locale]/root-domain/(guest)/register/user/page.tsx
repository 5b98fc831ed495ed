import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterUserForm } from "@/components/auth/register-user-form";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { registerUserAction } from "./actions";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.register" });
  return { title: t("title") };
}

export default async function RegisterUserPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await runGuards(["guest-page"], { locale, path: (await requestUrl()).path });
  const t = await getTranslations("auth.register");
  return (
    <AuthCard title={t("title")}>
      <RegisterUserForm action={registerUserAction} />
    </AuthCard>
  );
}
