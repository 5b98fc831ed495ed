import { z } from "zod";
import { MAX_SSID_BYTES, ssidBytes, wifiPasswordProblem } from "../domain/wifi/wifi-rules";
import { zId } from "./id";
import { zRawText } from "./text";

export const WIFI_ENCRYPTIONS = ["WPA", "WEP", "nopass"] as const;

/** The Wi-Fi settings form. An empty network name means no Wi-Fi is shown; an open network keeps no password. */
export const ZWifiSettings = z
  .object({
    storeId: zId(),
    version: zId(),
    ssid: zRawText().refine((ssid) => ssidBytes(ssid) <= MAX_SSID_BYTES, { error: `wifiSsidTooLong:${MAX_SSID_BYTES}` }),
    encryption: z.enum(WIFI_ENCRYPTIONS, { error: "required" }),
    password: zRawText().max(200, { error: "maxLength:200" }),
    hidden: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.ssid === "") return;
    const problem = wifiPasswordProblem(value.encryption, value.password);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  })
  .transform((value) => ({ ...value, password: value.encryption === "nopass" ? "" : value.password }));

export type WifiSettingsInput = z.input<typeof ZWifiSettings>;
export type WifiSettings = z.output<typeof ZWifiSettings>;
