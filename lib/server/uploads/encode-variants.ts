import "server-only";
import sharp from "sharp";
import { MAX_UPLOAD_PIXELS, variantWidths } from "./limits";
import { UploadRefusal } from "./upload-refusal";

export interface EncodedVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** Re-encodes the first frame into WebP variants, upright and without metadata (sharp drops it). */
export async function encodeVariants(bytes: Uint8Array, originalWidth: number): Promise<EncodedVariant[]> {
  const source = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false }).autoOrient();
  try {
    const variants: EncodedVariant[] = [];
    for (const width of variantWidths(originalWidth)) {
      const { data, info } = await source.clone().resize({ width }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return variants;
  } catch {
    throw new UploadRefusal("unsupportedExtension");
  }
}
