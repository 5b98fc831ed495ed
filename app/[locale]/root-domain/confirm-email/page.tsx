import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { GuestLayout } from "@/components/shell/guest-layout";
import { FormAlert } from "@/components/ui/form-alert";
import { db } from "@/lib/db/runtime";
import { confirmEmailChange } from "@/lib/server/users/change-email";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "profile.email" });
  return { title: t("title"), robots: { index: false } };
}

export default async function ConfirmEmailChange({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { token = "" } = await searchParams;
  const t = await getTranslations();
  const confirmed = await confirmEmailChange(await db(), token).catch(() => false);
  return (
    <GuestLayout>
      <main id="main" className="mx-auto flex max-w-md flex-col gap-4 px-6 py-16">
        <h1 className="text-2xl font-semibold">{t("profile.email.title")}</h1>
        <FormAlert tone={confirmed ? "success" : "error"} message={confirmed ? t("profile.email.confirmed") : t("auth.errors.confirmExpired")} />
        <Link href={`/${locale}`} className="underline underline-offset-2">
          {t("profile.email.continue")}
        </Link>
      </main>
    </GuestLayout>
  );
}
