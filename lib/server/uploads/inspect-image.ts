import "server-only";
import sharp from "sharp";
import { MAX_UPLOAD_MB } from "../../uploads/contract";
import { MAX_UPLOAD_PIXELS } from "./limits";
import { UploadRefusal } from "./upload-refusal";

const RASTER_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "gif"]);

/** Decides by content, never by name or declared type: JPEG, PNG, WebP, AVIF or GIF, else refused. */
export async function inspectImage(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new UploadRefusal("unsupportedExtension");
    });
  const avif = metadata.format === "heif" && metadata.compression === "av1";
  if (!avif && !RASTER_FORMATS.has(metadata.format ?? "")) throw new UploadRefusal("unsupportedExtension");
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new UploadRefusal("unsupportedExtension");
  if (width * height > MAX_UPLOAD_PIXELS) throw new UploadRefusal("maxSize", MAX_UPLOAD_MB);
  return { width, height };
}
