import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { PublicMenuLayout } from "@/components/layouts/public-menu-layout";
import { StoreHeader } from "@/components/menu/store-header";
import { ServiceWorkerRegister } from "@/components/menu/sw-register";
import { isMenuOpen } from "@/lib/domain/menu-access";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { storeForParams } from "@/lib/server/stores/store-for-params";

type Props = { children: ReactNode; params: Promise<{ locale: string; site: string }> };

export default async function Layout({ children, params }: Props) {
  const { locale } = await params;
  const store = await storeForParams(params);
  const now = new Date();
  if (!isMenuOpen(store, now)) redirect(`/${locale}/deterrence`);
  return (
    <PublicMenuLayout header={<StoreHeader store={store} now={now} />} locales={offeredLocales(store)}>
      {children}
      <ServiceWorkerRegister />
    </PublicMenuLayout>
  );
}
