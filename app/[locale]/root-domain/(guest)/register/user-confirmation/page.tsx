import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmEmail } from "@/components/auth/confirm-email";
import { ExpiredLink } from "@/components/auth/expired-link";
import { db } from "@/lib/db/runtime";
import { peekToken } from "@/lib/server/auth/tokens";
import { confirmEmailAction } from "./actions";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.register" });
  return { title: t("title") };
}

export default async function UserConfirmationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token } = await searchParams;
  const t = await getTranslations("auth");
  const valid = typeof token === "string" && (await peekToken(await db(), token, "confirm_email")) !== null;
  return (
    <AuthCard title={t("register.title")}>
      {valid ? (
        <ConfirmEmail token={token} action={confirmEmailAction} />
      ) : (
        <ExpiredLink message={t("errors.confirmExpired")} href={`/${locale}`} label={t("signIn.title")} />
      )}
    </AuthCard>
  );
}
