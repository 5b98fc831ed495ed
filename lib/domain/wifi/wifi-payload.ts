import type { WifiConfig } from "../../db/schema/stores";

/** Backslash-escapes the characters the `WIFI:` format gives a meaning: `\ ; , : "`. */
export function escapeWifiField(value: string): string {
  return value.replace(/[\\;,:"]/g, (char) => `\\${char}`);
}

/**
 * The de-facto standard "join this network" QR payload: `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;`.
 * T is WPA (also for WPA2/WPA3), WEP or nopass; an open network has no P field; H only for a hidden one.
 */
export function wifiPayload(config: WifiConfig): string {
  const fields = [`T:${config.encryption}`, `S:${escapeWifiField(config.ssid)}`];
  if (config.encryption !== "nopass") fields.push(`P:${escapeWifiField(config.password)}`);
  if (config.hidden) fields.push("H:true");
  return `WIFI:${fields.join(";")};;`;
}
