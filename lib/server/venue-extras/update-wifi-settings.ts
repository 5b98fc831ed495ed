import type { WifiSettings } from "../../schemas/wifi-settings";
import type { ServerContext } from "../context";
import { saveStoreExtra } from "./save-store-extra";

/** Saves the venue's Wi-Fi network; an empty network name removes it from the guest menu. */
export async function updateWifiSettings(ctx: ServerContext, input: WifiSettings): Promise<{ version: number }> {
  const { storeId, version, ssid, encryption, password, hidden } = input;
  const wifi = ssid === "" ? null : { ssid, encryption, password, hidden };
  return saveStoreExtra(ctx, { storeId, version }, "wifi", wifi);
}
