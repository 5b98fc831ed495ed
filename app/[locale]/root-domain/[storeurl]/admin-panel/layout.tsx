import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AdminLayout } from "@/components/layouts/admin-layout";
import { env, menuDomain } from "@/lib/env";
import { canAccessStore } from "@/lib/domain/permissions";
import { getActor } from "@/lib/server/auth/actor";
import { runGuards } from "@/lib/server/auth/guards";
import { requestUrl } from "@/lib/server/request-url";
import { storeByUrlKey } from "@/lib/server/stores/find-store-by-url-key";
import { venueOrigin } from "@/lib/sites/venue-url";

type Props = { children: ReactNode; params: Promise<{ locale: string; storeurl: string }> };

export default async function Layout({ children, params }: Props) {
  const { locale, storeurl } = await params;
  const { origin, path } = await requestUrl();
  await runGuards(["auth-page"], { locale, path });
  const actor = (await getActor())!;
  const store = await storeByUrlKey(storeurl);
  if (!store || !canAccessStore(actor, store)) notFound();
  return (
    <AdminLayout
      locale={locale}
      storeUrl={store.urlKey}
      storeName={store.name}
      userName={[actor.firstName, actor.lastName].filter(Boolean).join(" ") || actor.email}
      menuUrl={`${venueOrigin(store.urlKey, menuDomain(env()), origin)}/${locale}/menu`}
    >
      {children}
    </AdminLayout>
  );
}
