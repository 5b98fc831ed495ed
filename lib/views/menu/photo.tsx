/** @jsxImportSource preact */
import type { MenuImage } from "@/lib/server/menu/load-public-menu";

/** How soon the browser should fetch a photo: the first ones on screen at once, the rest as they near it. */
export type PhotoPriority = "high" | "eager" | "lazy";

interface PhotoProps {
  photo: MenuImage | null;
  sizes: string;
  priority: PhotoPriority;
  class?: string;
}

function fetching(priority: PhotoPriority) {
  if (priority === "lazy") return { loading: "lazy", decoding: "async" } as const;
  return priority === "high" ? ({ fetchpriority: "high" } as const) : {};
}

/** An item's photo in a 3:2 box, decorative next to the item's title; nothing when it has none. */
export function Photo({ photo, sizes, priority, class: className }: PhotoProps) {
  const largest = photo?.variants[photo.variants.length - 1];
  if (!photo || !largest) return null;
  const srcset = photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
  const box = `menu-photo bg-zinc-100 dark:bg-zinc-900${className ? ` ${className}` : ""}`;
  return <img src={largest.url} srcset={srcset} sizes={sizes} width={largest.width} height={largest.height} alt="" {...fetching(priority)} class={box} />;
}
