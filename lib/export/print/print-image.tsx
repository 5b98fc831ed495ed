import type { ExportImage } from "../menu-document";

/** An image read into the document (a data URL), never fetched. */
export function PrintImage({ image, className, alt = "" }: { image: ExportImage | null; className: string; alt?: string }) {
  if (!image) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a data URL printed by Chromium, never served to a browser
  return <img className={className} src={image.src} width={image.width} height={image.height} alt={alt} />;
}
