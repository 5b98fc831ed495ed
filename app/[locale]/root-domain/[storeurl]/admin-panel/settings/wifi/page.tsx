import { WifiForm } from "@/components/admin/settings/wifi/wifi-form";
import { WifiPrintCard } from "@/components/admin/settings/wifi/wifi-print-card";
import { getTranslations } from "next-intl/server";
import { PlanGateNotice } from "@/components/admin/shell/plan-gate-notice";
import { featureGate } from "@/lib/server/subscriptions/store-may-use-feature";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { getStoreExtras } from "@/lib/server/venue-extras/get-store-extras";
import { updateWifiSettingsAction } from "./actions";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("venueExtrasAdmin.wifi");

export default async function WifiSettingsPage({ params }: Props) {
  const { ctx, store, base } = await storePageContext(params);
  const [{ storeId, version, wifi, name }, gate, t] = await Promise.all([
    getStoreExtras(ctx, store.id),
    featureGate(ctx, store.id, "wifi_qr"),
    getTranslations("subscriptions.gate"),
  ]);
  const values = { storeId, version, ssid: wifi?.ssid ?? "", encryption: wifi?.encryption ?? "WPA", password: wifi?.password ?? "", hidden: wifi?.hidden ?? false };
  return (
    <>
      {!gate.allowed && <PlanGateNotice feature="wifi_qr" unlockWith={gate.unlockWith} base={base} detail={t("wifiDetail")} />}
      <WifiForm key={version} values={values} save={updateWifiSettingsAction} />
      <WifiPrintCard wifi={wifi} venueName={name} />
    </>
  );
}
