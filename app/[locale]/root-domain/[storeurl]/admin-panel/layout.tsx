import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { env, menuDomain } from "@/lib/env";
import { requestUrl } from "@/lib/server/request-url";
import { storeByUrlKey } from "@/lib/server/stores/find-store-by-url-key";
import { venueOrigin } from "@/lib/sites/venue-url";

type Props = { children: ReactNode; params: Promise<{ locale: string; storeurl: string }> };

export default async function Layout({ children, params }: Props) {
  const { locale, storeurl } = await params;
  const store = await storeByUrlKey(storeurl);
  if (!store) notFound();
  const { origin } = await requestUrl();
  return (
    <AdminLayout
      locale={locale}
      storeUrl={store.urlKey}
      storeName={store.name}
      menuUrl={`${venueOrigin(store.urlKey, menuDomain(env()), origin)}/${locale}/menu`}
    >
      {children}
    </AdminLayout>
  );
}
