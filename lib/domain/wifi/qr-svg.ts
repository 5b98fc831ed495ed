import QRCode from "qrcode";

export const QR_MARGIN = 4;

export interface QrPath {
  /** width and height in modules, quiet zone included */
  size: number;
  /** SVG path data of the dark modules, one rectangle per horizontal run */
  d: string;
}

/** The QR code of `text` (UTF-8, error correction M) as one SVG path, for inline rendering. */
export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(`M${start + QR_MARGIN} ${row + QR_MARGIN}h${column - start}v1h${start - column}z`);
    }
  }
  return { size: modules.size + QR_MARGIN * 2, d: runs.join("") };
}
