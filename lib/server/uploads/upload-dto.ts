import "server-only";
import type { ImageVariant } from "../../db/schema/uploads";
import { filesUrl, type UploadResult } from "../../uploads/contract";

export function toUploadResult(row: { id: number; width: number; height: number; variants: ImageVariant[] }): UploadResult {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    variants: row.variants.map((variant) => ({ width: variant.width, height: variant.height, url: filesUrl(variant.key) })),
  };
}

/** The URL of the largest variant (variants are stored largest last). */
export function largestUrl(variants: ImageVariant[]): string {
  const largest = variants[variants.length - 1];
  return largest ? filesUrl(largest.key) : "";
}
