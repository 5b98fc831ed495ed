import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ConfirmEmail } from "@/components/auth/confirm-email";
import { ExpiredLink } from "@/components/auth/expired-link";
import { db } from "@/lib/db/runtime";
import { usableLinkToken } from "@/lib/server/auth/link-token";
import { isConfirmedLink } from "@/lib/server/registration/is-confirmed-link";
import { confirmEmailAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

export const generateMetadata = titleMetadata("auth.register");

export default async function UserConfirmationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("auth");
  const token = await usableLinkToken(searchParams, "confirm_email");
  const opened = (await searchParams).token;
  const usedBefore = !token && typeof opened === "string" && (await isConfirmedLink(await db(), opened));
  return (
    <AuthCard title={t("register.title")}>
      {token ? (
        <ConfirmEmail token={token} action={confirmEmailAction} />
      ) : usedBefore ? (
        <ExpiredLink tone="success" message={t("register.alreadyConfirmed")} href={`/${locale}`} label={t("signIn.title")} />
      ) : (
        <ExpiredLink message={t("errors.confirmExpired")} href={`/${locale}`} label={t("signIn.title")} />
      )}
    </AuthCard>
  );
}
