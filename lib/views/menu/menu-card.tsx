/** @jsxImportSource preact */
import type { MenuItem } from "@/lib/server/menu/load-public-menu";
import { AgeMark, AgeRestricted } from "./age-restricted";
import { dietaryAttributes } from "./dietary";
import { ItemDetails, SoldOutMark } from "./item-details";
import type { MenuTexts } from "./menu-texts-of";
import { Photo, type PhotoPriority } from "./photo";
import { renderHtml } from "@/lib/html/render-html";
import { TrustedHtml } from "@/lib/html/trusted-html";

const CARD_PHOTO_SIZES = "(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw";
export const AGE_MARK_CLASS = "text-base font-semibold text-red-700 dark:text-red-400";

/**
 * The inside of lazily loaded cards as rendered, per item of a cached menu tree: an item object lives as long
 * as its store's menu version, language and currency, so its card does not change.
 */
const lazyCards = new WeakMap<MenuItem, string>();

/** An item's card on the menu; the product dialog copies its photo and details from here. */
export function MenuCard({ item, texts, priority }: { item: MenuItem; texts: MenuTexts; priority: PhotoPriority }) {
  // Without a photo an item is a compact text row, not a card around an empty picture.
  const photographed = Boolean(item.photo && item.photo.variants.length > 0);
  const attributes = {
    id: `item-${item.id}`,
    "data-testid": "menu-item",
    "data-menu-item": item.id,
    "data-age-restricted": item.ageRestricted,
    ...dietaryAttributes(item.dietary),
    "data-sold-out": Boolean(item.soldOut),
    class: photographed ? "menu-card" : "menu-card menu-row",
  };
  const inside = <CardInside item={item} texts={texts} priority={priority} />;
  if (priority !== "lazy") return <li {...attributes}>{inside}</li>;
  let html = lazyCards.get(item);
  if (html === undefined) lazyCards.set(item, (html = renderHtml(inside)));
  return <TrustedHtml tag="li" {...attributes} html={html} />;
}

function CardInside({ item, texts, priority }: { item: MenuItem; texts: MenuTexts; priority: PhotoPriority }) {
  return (
    <>
      <Photo photo={item.photo} sizes={CARD_PHOTO_SIZES} priority={priority} class={item.ageRestricted ? "in-data-[age-gate=locked]:hidden" : undefined} />
      <div class="menu-card-body">
        <div class="menu-card-head">
          <h4 data-item-title class="menu-card-title">
            <a href={`?product=${item.id}`} data-product-link={item.id}>
              {item.title}
            </a>
          </h4>
          <AgeMark restricted={item.ageRestricted} label={texts.ageRestricted} class={AGE_MARK_CLASS} />
          <SoldOutMark item={item} texts={texts} />
        </div>
        <AgeRestricted restricted={item.ageRestricted} label={texts.showAdultContent}>
          <ItemDetails item={item} texts={texts} />
        </AgeRestricted>
      </div>
    </>
  );
}
