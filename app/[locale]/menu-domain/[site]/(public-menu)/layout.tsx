import type { ReactNode } from "react";
import { PublicMenuLayout } from "@/components/menu/public-menu-layout";
import { StoreHeader } from "@/components/menu/store-header";
import { ServiceWorkerRegister } from "@/components/menu/sw-register";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { openStoreForParams } from "@/lib/server/stores/open-store-for-params";

type Props = { children: ReactNode; params: Promise<{ locale: string; site: string }> };

export default async function Layout({ children, params }: Props) {
  const store = await openStoreForParams(params);
  const now = new Date();
  return (
    <PublicMenuLayout header={<StoreHeader store={store} now={now} />} locales={offeredLocales(store)}>
      {children}
      {store.features.includes("offline_cart") && <ServiceWorkerRegister />}
    </PublicMenuLayout>
  );
}
