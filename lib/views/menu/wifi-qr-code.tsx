/** @jsxImportSource preact */
import type { WifiConfig } from "@/lib/db/schema/stores";
import { qrPath } from "@/lib/domain/wifi/qr-svg";
import { wifiPayload } from "@/lib/domain/wifi/wifi-payload";

/** The "join this network" QR code as inline SVG (dark on white in every theme). */
export function WifiQrCode({ wifi, label, class: className }: { wifi: WifiConfig; label: string; class?: string }) {
  const { size, d } = qrPath(wifiPayload(wifi));
  return (
    <svg role="img" aria-label={label} data-testid="wifi-qr" viewBox={`0 0 ${size} ${size}`} shape-rendering="crispEdges" class={className}>
      <rect width={size} height={size} fill="#fff" />
      <path fill="#000" d={d} />
    </svg>
  );
}
