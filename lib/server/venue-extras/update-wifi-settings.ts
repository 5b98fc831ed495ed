import "server-only";
import type { WifiSettings } from "../../schemas/wifi-settings";
import type { StoreContext } from "../context";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { requireFeature } from "../subscriptions/store-may-use-feature";
import { saveStoreExtra } from "./save-store-extra";

/** Saves the venue's Wi-Fi network; an empty network name removes it from the guest menu. */
export const updateWifiSettings = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: WifiSettings): Promise<{ version: number }> => {
  await requireFeature(ctx, ctx.store.id, "wifi_qr");
  const { version, ssid, encryption, password, hidden } = input;
  const wifi = ssid === "" ? null : { ssid, encryption, password, hidden };
  return saveStoreExtra(ctx, { version }, "wifi", wifi);
});
