import type { ExportImage } from "../menu-document";
import { h } from "./hast-element";

/** An image read into the document (a data URL), never fetched. */
export function printImage(image: ExportImage | null, className: string, alt = "") {
  return image && h("img", { className: [className], src: image.src, width: image.width, height: image.height, alt });
}
