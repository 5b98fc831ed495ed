import { StoreSettingsForm } from "@/components/admin/settings/store/store-settings-form";
import { VenueTranslationsForm } from "@/components/admin/settings/store/venue-translations-form";
import { timeZoneOptions } from "@/lib/domain/time-zones";
import { env, menuDomain } from "@/lib/env";
import { storeContextForUrl } from "@/lib/server/stores/store-page-context";
import { getCustomDomainState } from "@/lib/server/stores/get-custom-domain-state";
import { getStoreSettingsForm } from "@/lib/server/stores/get-store-settings-form";
import { getStoreTranslations } from "@/lib/server/stores/store-translations";
import { storeStorageUsage } from "@/lib/server/uploads/store-storage-usage";
import { checkCustomDomainAction, updateStoreSettingsAction } from "./actions";
import { updateStoreTranslationsAction } from "./translation-actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("storeSettings");

export default async function StoreSettingsPage({ params }: Props) {
  const { storeurl } = await params;
  const { ctx, store } = await storeContextForUrl(storeurl);
  const [loaded, domain, translations, storage] = await Promise.all([
    getStoreSettingsForm.run(ctx, store.id),
    getCustomDomainState.run(ctx, store.id),
    getStoreTranslations.run(ctx, store.id),
    storeStorageUsage.run(ctx, store.id),
  ]);
  return (
    <div className="flex flex-col gap-10">
      <StoreSettingsForm
        loaded={loaded}
        timezones={timeZoneOptions(loaded.values.timezone)}
        venueHost={`${store.urlKey}.${menuDomain(env())}`}
        domain={domain}
        checkDomain={checkCustomDomainAction}
        storage={storage}
        save={updateStoreSettingsAction}
      />
      <VenueTranslationsForm
        key={[...translations.translations.map((entry) => entry.locale), ...translations.phones.map((phone) => phone.phone)].join()}
        loaded={translations}
        save={updateStoreTranslationsAction}
      />
    </div>
  );
}
