import { h } from "preact";
import type { WifiConfig } from "@/lib/db/schema/stores";
import { GuestView } from "./guest-view";
import { WifiQrCode } from "@/lib/views/menu/wifi-qr-code";

/** The "join this network" QR code (the guest menu's, lib/views/menu) for React screens such as the print card. */
export function WifiQr({ wifi, label, className }: { wifi: WifiConfig; label: string; className?: string }) {
  return <GuestView>{h(WifiQrCode, { wifi, label, class: className })}</GuestView>;
}
