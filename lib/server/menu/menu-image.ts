import "server-only";
import type { ImageVariant } from "../../db/schema/uploads";
import { filesUrl } from "../../uploads/contract";

export interface MenuImageVariant {
  width: number;
  height: number;
  url: string;
}

/** An uploaded image as a page shows it: its size and its responsive variants, largest last. */
export interface MenuImage {
  width: number;
  height: number;
  variants: MenuImageVariant[];
}

export function toMenuImage(upload: { width: number; height: number; variants: ImageVariant[] }): MenuImage | null {
  if (upload.variants.length === 0) return null;
  return {
    width: upload.width,
    height: upload.height,
    variants: upload.variants.map(({ width, height, key }) => ({ width, height, url: filesUrl(key) })),
  };
}
