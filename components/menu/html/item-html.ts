import { portionLabel, type UnitTexts } from "@/lib/domain/portion-label";
import type { MenuItem } from "@/lib/server/menu/load-public-menu";
import { ageMarkHtml, ageRestrictedHtml } from "./age-restricted-html";
import { escapeHtml } from "@/lib/html/escape-html";
import { attributes } from "./escape";
import { markdownHtml } from "@/lib/html/markdown-html";
import { dietaryHtml, dietaryAttributes, type DietaryTexts } from "./dietary-html";
import { photoHtml, type PhotoPriority } from "./photo-html";

/** The interface texts a menu's markup needs, in the guest's language. */
export interface MenuTexts {
  locale: string;
  price(price: string): string;
  /** Weight units and amounts of them ("g", "1 pc", "2 pcs") as the guest's language writes them. */
  units: UnitTexts;
  addToList(title: string, portion: string): string;
  ageRestricted: string;
  showAdultContent: string;
  dietary: DietaryTexts;
  soldOut: string;
}

const CARD_PHOTO_SIZES = "(min-width: 1024px) 480px, (min-width: 768px) 50vw, 100vw";
export const AGE_MARK_CLASS = "text-base font-semibold text-red-700 dark:text-red-400";

/** An item's description and its portions with prices and the cart's "+" buttons (handled by cart-island.tsx). */
export function itemDetailsHtml(item: MenuItem, texts: MenuTexts): string {
  const description = item.description
    ? `<div data-item-description dir="auto"><div class="menu-description">${markdownHtml(item.description)}</div></div>`
    : "";
  const portions = item.portions
    .map((portion) => {
      const label = portionLabel(portion, texts.units);
      const soldOut = Boolean(item.soldOut || portion.soldOut);
      const data = attributes({ "data-portion": portion.id, "data-weight": portion.weight, "data-unit": portion.unit, "data-price": portion.price, "data-sold-out": soldOut });
      const weight = portion.weight ? `<span class="menu-weight"><bdi>${escapeHtml(label)}</bdi> · </span>` : "";
      const price = `<bdi class="menu-price">${escapeHtml(texts.price(portion.price))}</bdi>`;
      // Sold out: nothing to add, and the whole item already says so.
      const mark = item.soldOut ? "" : `<span class="menu-sold-out">${escapeHtml(texts.soldOut)}</span>`;
      const add = soldOut ? mark : `<button type="button"${attributes({ "aria-label": texts.addToList(item.title, label), "data-cart-add": item.id })} class="menu-add">+</button>`;
      return `<li${data}><span>${weight}${price}</span>${add}</li>`;
    })
    .join("");
  return `${description}${dietaryHtml(item.dietary, texts.dietary)}<ul data-item-portions class="menu-portions">${portions}</ul>`;
}

/** "Sold out" beside the title of an item guests cannot add at all. */
export function soldOutMarkHtml(item: MenuItem, texts: MenuTexts): string {
  return item.soldOut ? `<span data-sold-out-mark class="menu-sold-out">${escapeHtml(texts.soldOut)}</span>` : "";
}

/**
 * Cards of lazily loaded photos, per item of a cached menu tree: an item object lives as long as its store's
 * menu version, language and currency, so its card does not change.
 */
const lazyCards = new WeakMap<MenuItem, string>();

/** An item's card on the menu; the product dialog copies its photo and details from here. */
export function menuCardHtml(item: MenuItem, texts: MenuTexts, priority: PhotoPriority): string {
  if (priority !== "lazy") return cardHtml(item, texts, priority);
  let html = lazyCards.get(item);
  if (html === undefined) lazyCards.set(item, (html = cardHtml(item, texts, priority)));
  return html;
}

function cardHtml(item: MenuItem, texts: MenuTexts, priority: PhotoPriority): string {
  const card = attributes({
    id: `item-${item.id}`,
    "data-testid": "menu-item",
    "data-menu-item": item.id,
    "data-age-restricted": item.ageRestricted,
    ...dietaryAttributes(item.dietary),
    "data-sold-out": Boolean(item.soldOut),
  });
  const photo = photoHtml({
    photo: item.photo,
    sizes: CARD_PHOTO_SIZES,
    priority,
    className: item.ageRestricted ? "in-data-[age-gate=locked]:hidden" : undefined,
  });
  const title = `<h4 data-item-title class="menu-card-title"><a${attributes({ href: `?product=${item.id}`, "data-product-link": item.id })}>${escapeHtml(item.title)}</a></h4>`;
  const mark = ageMarkHtml(item.ageRestricted, texts.ageRestricted, AGE_MARK_CLASS) + soldOutMarkHtml(item, texts);
  const details = ageRestrictedHtml(item.ageRestricted, texts.showAdultContent, itemDetailsHtml(item, texts));
  // Without a photo an item is a compact text row, not a card around an empty picture.
  return `<li${card} class="${photo ? "menu-card" : "menu-card menu-row"}">${photo}<div class="menu-card-body"><div class="menu-card-head">${title}${mark}</div>${details}</div></li>`;
}
