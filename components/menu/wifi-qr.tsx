import type { WifiConfig } from "@/lib/db/schema/stores";
import { wifiQrHtml } from "./html/menu-extras-html";

/** The "join this network" QR code (the guest menu's, components/menu/html) for React screens such as the print card. */
export function WifiQr({ wifi, label, className }: { wifi: WifiConfig; label: string; className?: string }) {
  return <span className="contents" dangerouslySetInnerHTML={{ __html: wifiQrHtml(wifi, label, className ?? "") }} />;
}
