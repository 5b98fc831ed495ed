import QRCode from "qrcode";

/** Medium error correction: survives a scuffed print and stays easy to scan. */
const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;
const PNG_WIDTH = 1024;

/** The code of `text` as an SVG document (vector, any print size). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: "svg" });
}

/** The code of `text` as a PNG picture, 1024 px wide. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: "png", width: PNG_WIDTH });
}
