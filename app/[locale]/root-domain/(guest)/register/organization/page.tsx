import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { OrganizationForm } from "@/components/auth/organization-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { STORE_URL_PLACEHOLDER } from "@/components/auth/store-url-placeholder";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { venueOrigin } from "@/lib/sites/public-origin";
import { createOrganizationAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = titleMetadata("auth.organization");

export default async function RegisterOrganizationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { path } = await requestUrl();
  await runGuards(["register-organization"], { locale, path });
  const t = await getTranslations("auth.organization");
  return (
    <AuthCard title={t("title")} wide>
      <OrganizationForm action={createOrganizationAction} venueOriginPattern={venueOrigin(STORE_URL_PLACEHOLDER)} />
      <div className="flex justify-end">
        <SignOutButton />
      </div>
    </AuthCard>
  );
}
