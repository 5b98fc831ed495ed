import { WifiForm } from "@/components/admin/settings/wifi/wifi-form";
import { WifiPrintCard } from "@/components/admin/settings/wifi/wifi-print-card";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { getStoreExtras } from "@/lib/server/venue-extras/get-store-extras";
import { updateWifiSettingsAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("venueExtrasAdmin.wifi");

export default async function WifiSettingsPage({ params }: Props) {
  const { ctx, store } = await storePageContext(params);
  const { storeId, version, wifi, name } = await getStoreExtras(ctx, store.id);
  const values = { storeId, version, ssid: wifi?.ssid ?? "", encryption: wifi?.encryption ?? "WPA", password: wifi?.password ?? "", hidden: wifi?.hidden ?? false };
  return (
    <>
      <WifiForm key={version} values={values} save={updateWifiSettingsAction} />
      <WifiPrintCard wifi={wifi} venueName={name} />
    </>
  );
}
