import type { ReactNode } from "react";
import { GuestLayout } from "@/components/shell/guest-layout";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { storeForParams } from "@/lib/server/stores/store-for-params";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export default async function Layout({ children, params }: Props) {
  const store = await storeForParams(params);
  return <GuestLayout brand={store.name} locales={offeredLocales(store)}>{children}</GuestLayout>;
}
