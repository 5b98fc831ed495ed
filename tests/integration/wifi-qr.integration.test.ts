import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { WifiConfig } from "@/lib/db/schema/stores";
import { qrPath } from "@/lib/domain/wifi/qr-svg";
import { wifiPayload } from "@/lib/domain/wifi/wifi-payload";
import { decodeQrPng } from "../support/zbar";
import { parseWifiPayload } from "../support/wifi-payload-parser";
import { qrSvgDocument } from "../support/qr-svg-document";

const NETWORKS: WifiConfig[] = [
  { ssid: 'My "Cafe"; Wi-Fi, \\ :guest', encryption: "WPA", password: 'p;a,s:s"\\w0rd', hidden: false },
  { ssid: "Кафе «Уют»", encryption: "WPA", password: "пароль; с, двоеточием:", hidden: true },
  { ssid: "咖啡馆：二楼", encryption: "WEP", password: "a;b:c", hidden: false },
  { ssid: "Free Wi-Fi ☕", encryption: "nopass", password: "", hidden: false },
  { ssid: ";;;:::,,,\"\"\"\\\\\\", encryption: "WPA", password: "\\;\\;\\;\\;", hidden: true },
];

/** The inline SVG the pages draw, rasterised as a phone camera would see it, then read by a real decoder. */
async function decodeSvgOf(text: string): Promise<string> {
  const png = await sharp(Buffer.from(qrSvgDocument(qrPath(text), 600))).png().toBuffer();
  return decodeQrPng(png);
}

describe("Wi-Fi QR code", () => {
  it.each(NETWORKS)("decodes to exactly the payload of $ssid", async (wifi) => {
    const payload = wifiPayload(wifi);
    const decoded = await decodeSvgOf(payload);
    expect(decoded).toBe(payload);
    const fields = parseWifiPayload(decoded);
    expect(fields.S).toBe(wifi.ssid);
    expect(fields.P).toBe(wifi.encryption === "nopass" ? undefined : wifi.password);
  });
});
