import type { SocialLinks, StorePhone, WorkingHours } from "../db/schema/stores";
import type { MenuCategory, MenuImage, MenuItem } from "./menu-tree";
import { scriptJson } from "../html/script-json";
import { formatMoney } from "../i18n/money";
import { SCHEMA_ORG_DIETS } from "./dietary";
import { markdownToPlainText } from "./plain-text";
import { portionLabel } from "./portion-label";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export interface JsonLdStore {
  name: string;
  address: string | null;
  phones: StorePhone[];
  workingHours: WorkingHours[];
  socialLinks: SocialLinks;
  currency: string;
  /** the venue's logo */
  logo?: MenuImage | null;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

function withoutEmpty(entries: Record<string, Json | undefined>): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    result[key] = value;
  }
  return result;
}

/** The largest variant of an image, as an absolute address. */
const imageUrl = (image: MenuImage | null, base: string): string | undefined => {
  const largest = image?.variants.at(-1);
  return largest ? new URL(largest.url, base).href : undefined;
};

/**
 * Per item of a cached menu tree, whose currency and site cannot change without a new tree (a sold-out
 * item is a fresh copy).
 */
const itemObjects = new WeakMap<MenuItem, JsonObject>();

function menuItem(item: MenuItem, currency: string, base: string): JsonObject {
  let known = itemObjects.get(item);
  if (!known) itemObjects.set(item, (known = itemObject(item, currency, base)));
  return known;
}

function itemObject(item: MenuItem, currency: string, base: string): JsonObject {
  return withoutEmpty({
    "@type": "MenuItem",
    name: item.title,
    description: markdownToPlainText(item.description),
    image: imageUrl(item.photo, base),
    suitableForDiet: item.dietary.diets.map((diet) => SCHEMA_ORG_DIETS[diet]),
    nutrition:
      item.dietary.calories === null ? undefined : { "@type": "NutritionInformation", calories: `${item.dietary.calories} calories` },
    offers: item.portions.map((portion) =>
      withoutEmpty({
        "@type": "Offer",
        name: portion.weight ? portionLabel(portion) : undefined,
        price: portion.price,
        priceCurrency: currency,
        availability: item.soldOut || portion.soldOut ? "https://schema.org/SoldOut" : undefined,
      }),
    ),
  });
}

function menuSection(category: MenuCategory, currency: string, base: string): JsonObject | null {
  const items = category.items.map((item) => menuItem(item, currency, base));
  const sections = category.children.flatMap((child) => menuSection(child, currency, base) ?? []);
  if (items.length === 0 && sections.length === 0) return null;
  return withoutEmpty({ "@type": "MenuSection", name: category.name, hasMenuSection: sections, hasMenuItem: items });
}

function prices(tree: readonly MenuCategory[]): number[] {
  return tree.flatMap((category) => [
    ...category.items.flatMap((item) => item.portions.map((portion) => Number(portion.price)).filter((price) => price > 0)),
    ...prices(category.children),
  ]);
}

/** "4,50 BYN – 38,00 BYN": the span of the menu's prices in the page's language; one price alone when they are all the same. */
function priceRange(tree: readonly MenuCategory[], currency: string, locale: string): string | undefined {
  const all = prices(tree);
  if (all.length === 0) return undefined;
  const [low, high] = [Math.min(...all), Math.max(...all)].map((price) => formatMoney(price, currency, locale));
  return low === high ? low : `${low} – ${high}`;
}

/**
 * schema.org Restaurant with its menu, for the menu page's structured data: the page's language belongs
 * to the Menu (a Restaurant has no `inLanguage`), the address is a PostalAddress.
 */
export function menuJsonLd(store: JsonLdStore, tree: MenuCategory[], url: string, locale?: string): JsonObject {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: store.name,
    url,
    image: imageUrl(store.logo ?? null, url),
    address: store.address ? { "@type": "PostalAddress", streetAddress: store.address } : undefined,
    telephone: store.phones[0]?.phone,
    priceRange: priceRange(tree, store.currency, locale ?? "en"),
    sameAs: Object.values(store.socialLinks).filter((link): link is string => Boolean(link)),
    openingHoursSpecification: store.workingHours.map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: entry.days.flatMap((day) => WEEKDAYS[day - 1] ?? []),
      opens: entry.opens,
      closes: entry.closes,
    })),
    hasMenu: withoutEmpty({
      "@type": "Menu",
      url,
      inLanguage: locale,
      hasMenuSection: tree.flatMap((section) => menuSection(section, store.currency, url) ?? []),
    }),
  });
}

/** The JSON-LD for its script element; the menu page's markup switches to lib/html/script-json.ts directly. */
export function serializeJsonLd(data: JsonObject): string {
  return scriptJson(data);
}
