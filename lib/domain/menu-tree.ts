import type { Schedule } from "../db/schema/menu";
import type { ImageVariant } from "../db/schema/uploads";
import type { Dietary } from "./dietary";

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

export interface MenuPortion {
  id: number;
  weight: string | null;
  unit: string;
  price: string;
  /** until when (epoch ms) it is sold out; a moment already past means available */
  soldOutUntil?: number | null;
  /** sold out now: set for the render by lib/domain/sold-out.ts, never in the cached tree */
  soldOut?: boolean;
}

export interface MenuItem {
  id: number;
  kind: string;
  title: string;
  description: string;
  photoId: number | null;
  photo: MenuImage | null;
  ageRestricted: boolean;
  schedule: Schedule | null;
  portions: MenuPortion[];
  dietary: Dietary;
  /** until when (epoch ms) it is sold out; a moment already past means available */
  soldOutUntil?: number | null;
  /** sold out now, itself or all its portions: set for the render by lib/domain/sold-out.ts */
  soldOut?: boolean;
  /** hidden from guests: only in a menu loaded with `includeHidden` */
  hidden?: boolean;
  /** the photo's stored variants (storage keys, smallest first): only in a menu loaded with `photos: "stored"` */
  storedPhoto?: ImageVariant[] | null;
}

/** A visible category of the public menu tree in one language, with its items and subcategories. */
export interface MenuCategory {
  id: number;
  level: "super" | "category" | "sub";
  section: string | null;
  icon: string | null;
  name: string;
  ageRestricted: boolean;
  schedule: Schedule | null;
  items: MenuItem[];
  children: MenuCategory[];
  /** hidden from guests: only in a menu loaded with `includeHidden` */
  hidden?: boolean;
}
