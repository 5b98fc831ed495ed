import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterUserForm } from "@/components/auth/register-user-form";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { registerUserAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = titleMetadata("auth.register");

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
