import "server-only";
import type { ImageVariant } from "../../db/schema/uploads";

/** The smallest variant at least `width` wide, else the largest (variants are kept smallest first). */
export function printVariant(variants: readonly ImageVariant[] | null | undefined, width: number): string | null {
  if (!variants?.length) return null;
  return (variants.find((variant) => variant.width >= width) ?? variants[variants.length - 1]!).key;
}
