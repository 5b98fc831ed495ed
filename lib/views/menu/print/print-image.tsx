/** @jsxImportSource preact */
import type { ExportImage } from "@/lib/export/menu-document";

/** An image read into the document (a data URL), never fetched. */
export function PrintImage({ image, class: className, alt = "" }: { image: ExportImage | null; class: string; alt?: string }) {
  return image ? <img class={className} src={image.src} width={image.width} height={image.height} alt={alt} /> : null;
}
