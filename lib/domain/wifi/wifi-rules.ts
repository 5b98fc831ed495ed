import type { WifiEncryption } from "../../db/schema/stores";

export const MAX_SSID_BYTES = 32;

const HEX = /^[0-9a-fA-F]+$/;
const isHex = (value: string, lengths: number[]) => lengths.includes(value.length) && HEX.test(value);

export const ssidBytes = (ssid: string) => new TextEncoder().encode(ssid).length;

/** Why a password does not suit the encryption type (a message key), or null when it does. */
export function wifiPasswordProblem(encryption: WifiEncryption, password: string): string | null {
  const length = [...password].length;
  if (encryption === "nopass") return null;
  if (password === "") return "wifiPasswordRequired";
  if (encryption === "WPA") return (length >= 8 && length <= 63) || isHex(password, [64]) ? null : "wifiWpaPassword";
  return length === 5 || length === 13 || isHex(password, [10, 26]) ? null : "wifiWepPassword";
}
