import "server-only";
import { MAX_UPLOAD_MB } from "../../uploads/contract";

export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Decoded size guard against decompression bombs: a small file may unpack into a huge bitmap. */
export const MAX_UPLOAD_PIXELS = 80_000_000;
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/** The variant widths for an image: the standard ones that do not enlarge it, else its own width. */
export function variantWidths(originalWidth: number): number[] {
  const fitting = VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}
