import type { MenuImage } from "@/lib/server/menu/load-public-menu";
import { attributes } from "./escape";

/** How soon the browser should fetch a photo: the first ones on screen at once, the rest as they near it. */
export type PhotoPriority = "high" | "eager" | "lazy";

interface Photo {
  photo: MenuImage | null;
  sizes: string;
  priority: PhotoPriority;
  className?: string;
}

function fetching(priority: PhotoPriority) {
  if (priority === "lazy") return { loading: "lazy", decoding: "async" };
  return priority === "high" ? { fetchpriority: "high" } : {};
}

/** An item's photo in a 3:2 box, decorative next to the item's title; nothing when it has none. */
export function photoHtml({ photo, sizes, priority, className }: Photo): string {
  const largest = photo?.variants[photo.variants.length - 1];
  const extra = className ? ` ${className}` : "";
  if (!photo || !largest) return "";
  const srcset = photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  const size = { width: largest.width, height: largest.height };
  const box = `menu-photo bg-zinc-100 dark:bg-zinc-900${extra}`;
  return `<img${attributes({ src: largest.url, srcset, sizes, ...size, alt: "", ...fetching(priority), class: box })}>`;
}
