import type { MenuItem } from "@/lib/server/menu/load-public-menu";
import type { AdminItemRow } from "@/lib/server/items/item-dto";

/** The photo's box on a card is 3:2 and covered by the photo, so the preview states that shape for its one size. */
const PREVIEW_PHOTO = { width: 960, height: 640 };

/** An item of the admin's list as the guest menu's card reads it, in the store's primary language. */
export function previewMenuItem(item: AdminItemRow, primaryLocale: string): MenuItem {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    description: item.texts[primaryLocale]?.description ?? "",
    photoId: item.photo?.id ?? null,
    photo: item.photo ? { ...PREVIEW_PHOTO, variants: [{ ...PREVIEW_PHOTO, url: item.photo.large }] } : null,
    ageRestricted: item.ageRestricted,
    schedule: item.schedule,
    portions: item.portions.map((portion) => ({ ...portion, soldOut: item.soldOutPortionIds.includes(portion.id) })),
    dietary: item.dietary,
    soldOut: item.soldOut,
  };
}
