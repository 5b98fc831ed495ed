import { PLACEHOLDER_SIZE, placeholderUrl } from "@/lib/domain/menu-placeholder";
import type { MenuImage } from "@/lib/server/menu/load-public-menu";
import "./menu-card.css";

/** How soon the browser should fetch a photo: the first ones on screen at once, the rest as they near it. */
export type PhotoPriority = "high" | "eager" | "lazy";

interface Props {
  photo: MenuImage | null;
  kind: string;
  locale: string;
  sizes: string;
  priority: PhotoPriority;
  className?: string;
}

const BOX = "menu-photo";

function fetching(priority: PhotoPriority) {
  if (priority === "lazy") return { loading: "lazy", decoding: "async" } as const;
  return priority === "high" ? ({ fetchPriority: "high" } as const) : {};
}

/** An item's photo in a 3:2 box, or the placeholder when it has none; decorative next to the item's title. */
export function MenuPhoto({ photo, kind, locale, sizes, priority, className }: Props) {
  const largest = photo?.variants[photo.variants.length - 1];
  if (!photo || !largest) {
    const { width, height } = PLACEHOLDER_SIZE;
    const boxed = `${BOX} dark:invert ${className ?? ""}`.trim();
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={placeholderUrl(kind, locale)} width={width} height={height} alt="" {...fetching(priority)} className={boxed} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={largest.url}
      srcSet={photo.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt=""
      {...fetching(priority)}
      className={`${BOX} bg-zinc-100 dark:bg-zinc-900 ${className ?? ""}`.trim()}
    />
  );
}
