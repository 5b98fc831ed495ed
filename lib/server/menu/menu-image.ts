import "server-only";
import type { ImageVariant } from "../../db/schema/uploads";
import { filesUrl } from "../../uploads/contract";
import type { MenuImage } from "../../domain/menu-tree";

export function toMenuImage(upload: { width: number; height: number; variants: ImageVariant[] }): MenuImage | null {
  if (upload.variants.length === 0) return null;
  return {
    width: upload.width,
    height: upload.height,
    variants: upload.variants.map(({ width, height, key }) => ({ width, height, url: filesUrl(key) })),
  };
}
