import type { ExportImage } from "../menu-document";

/** An image read into the document (a data URL), never fetched. */
export function PrintImage({ image, className, alt = "" }: { image: ExportImage | null; className: string; alt?: string }) {
  if (!image) return null;
  return <img className={className} src={image.src} width={image.width} height={image.height} alt={alt} />;
}
