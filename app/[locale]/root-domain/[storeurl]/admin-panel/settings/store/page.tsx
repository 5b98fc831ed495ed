import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StoreSettingsForm } from "@/components/store-settings/store-settings-form";
import { db } from "@/lib/db/runtime";
import { timeZoneOptions } from "@/lib/domain/time-zones";
import { env, menuDomain } from "@/lib/env";
import { getActor } from "@/lib/server/auth/actor";
import { NotFoundError } from "@/lib/server/context";
import { storeByUrlKey } from "@/lib/server/stores/find-store-by-url-key";
import { getStoreSettingsForm } from "@/lib/server/stores/get-store-settings-form";
import { saveStoreSettings } from "./actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "storeSettings" });
  return { title: t("title") };
}

export default async function StoreSettingsPage({ params }: Props) {
  const { storeurl } = await params;
  const actor = await getActor();
  const store = await storeByUrlKey(storeurl);
  if (!actor || !store) notFound();
  const loaded = await getStoreSettingsForm({ db: await db(), actor, now: new Date() }, store.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return (
    <StoreSettingsForm
      loaded={loaded}
      timezones={timeZoneOptions(loaded.values.timezone)}
      venueHost={`${store.urlKey}.${menuDomain(env())}`}
      save={saveStoreSettings}
    />
  );
}
