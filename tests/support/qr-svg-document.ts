import type { QrPath } from "@/lib/domain/wifi/qr-svg";

/** A code drawn as the pages draw it inline, as a standalone SVG document a rasteriser reads. */
export function qrSvgDocument({ size, d }: QrPath, pixels = size * 8): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`;
}
