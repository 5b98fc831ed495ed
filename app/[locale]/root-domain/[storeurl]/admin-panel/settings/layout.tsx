import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AdminTabsLayout } from "@/components/admin/shell/admin-tabs-layout";
import { clientMessages } from "@/lib/i18n/client-messages";
import { SETTINGS_PAGES } from "@/components/admin/shell/settings-pages";
import { isAdminOrCompanyManager } from "@/lib/domain/permissions";
import { getActor } from "@/lib/server/auth/actor";

type Props = { children: ReactNode; params: Promise<{ locale: string; storeurl: string }> };

export default async function Layout({ children, params }: Props) {
  const { locale, storeurl } = await params;
  const t = await getTranslations("common");
  const actor = await getActor();
  const managesCompany = actor !== null && isAdminOrCompanyManager(actor);
  return (
    <NextIntlClientProvider messages={await clientMessages("adminSettings")}>
      <AdminTabsLayout
        kind="admin-settings"
        title={t("admin.settingsTitle")}
        base={`/${locale}/${storeurl}/admin-panel/settings`}
        tabs={SETTINGS_PAGES.filter(([, , only]) => managesCompany || !only).map(([slug, key]) => ({
          slug,
          label: t(`nav.${key}`),
        }))}
      >
        {children}
      </AdminTabsLayout>
    </NextIntlClientProvider>
  );
}
