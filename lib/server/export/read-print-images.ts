import "server-only";
import sharp from "sharp";
import type { ExportImage, MenuDocument } from "../../export/menu-document";
import { documentItems } from "../../export/menu-document";
import type { Storage } from "../../storage";

async function readBytes(files: Storage, key: string): Promise<Uint8Array | null> {
  const file = await files.get(key);
  if (!file) return null;
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

/**
 * A stored WebP as a data URL a PDF keeps compact: photos as JPEG (which Chromium embeds as they are),
 * logos as PNG so their transparency stays. A missing file prints nothing.
 */
async function printImage(files: Storage, key: string, kind: "photo" | "logo"): Promise<ExportImage | null> {
  const bytes = await readBytes(files, key);
  if (!bytes) return null;
  const image = sharp(bytes);
  const { data, info } =
    kind === "photo"
      ? await image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer({ resolveWithObject: true })
      : await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
  return { src: `data:image/${kind === "photo" ? "jpeg" : "png"};base64,${data.toString("base64")}`, width: info.width, height: info.height };
}

/** Reads the document's logo and item photos from storage into it; `onImage` after each one. */
export async function readPrintImages(document: MenuDocument, files: Storage, onImage: (done: number, total: number) => void = () => {}): Promise<MenuDocument> {
  const withPhotos = documentItems(document).filter((item) => item.photoKey);
  const total = withPhotos.length + (document.venue.logoKey ? 1 : 0);
  let done = 0;
  const step = () => onImage((done += 1), total);
  const logo = document.venue.logoKey ? await printImage(files, document.venue.logoKey, "logo") : null;
  if (document.venue.logoKey) step();
  const photos = new Map<number, ExportImage | null>();
  for (const item of withPhotos) {
    photos.set(item.id, await printImage(files, item.photoKey!, "photo"));
    step();
  }
  return {
    ...document,
    venue: { ...document.venue, logo },
    sections: document.sections.map((section) => ({
      ...section,
      categories: section.categories.map((category) => ({
        ...category,
        items: category.items.map((item) => ({ ...item, photo: photos.get(item.id) ?? null })),
      })),
    })),
  };
}
