import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AdminTabsLayout } from "@/components/admin/shell/admin-tabs-layout";
import { clientMessages } from "@/lib/i18n/client-messages";

type Props = { children: ReactNode; params: Promise<{ locale: string; storeurl: string }> };

export default async function Layout({ children, params }: Props) {
  const { locale, storeurl } = await params;
  const t = await getTranslations("common");
  return (
    <NextIntlClientProvider messages={await clientMessages("adminSubscription")}>
      <AdminTabsLayout
        kind="admin-subscription"
        title={t("admin.subscriptionTitle")}
        base={`/${locale}/${storeurl}/admin-panel/subscription`}
        tabs={[
          { slug: "", label: t("nav.plans") },
          { slug: "history", label: t("nav.history") },
          { slug: "payments", label: t("nav.payments") },
          { slug: "requisites", label: t("nav.requisites") },
        ]}
      >
        {children}
      </AdminTabsLayout>
    </NextIntlClientProvider>
  );
}
