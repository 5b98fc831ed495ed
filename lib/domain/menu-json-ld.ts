import type { SocialLinks, StorePhone, WorkingHours } from "../db/schema/stores";
import type { MenuCategory, MenuItem } from "../server/menu/load-public-menu";
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
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function withoutEmpty(entries: Record<string, Json | undefined>): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(entries)) {
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    result[key] = value;
  }
  return result;
}

/** Per item of a cached menu tree, whose currency cannot change without a new tree (a sold-out item is a fresh copy). */
const itemObjects = new WeakMap<MenuItem, JsonObject>();

function menuItem(item: MenuItem, currency: string): JsonObject {
  let known = itemObjects.get(item);
  if (!known) itemObjects.set(item, (known = itemObject(item, currency)));
  return known;
}

function itemObject(item: MenuItem, currency: string): JsonObject {
  return withoutEmpty({
    "@type": "MenuItem",
    name: item.title,
    description: markdownToPlainText(item.description),
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

function menuSection(category: MenuCategory, currency: string): JsonObject | null {
  const items = category.items.map((item) => menuItem(item, currency));
  const sections = category.children.flatMap((child) => menuSection(child, currency) ?? []);
  if (items.length === 0 && sections.length === 0) return null;
  return withoutEmpty({ "@type": "MenuSection", name: category.name, hasMenuSection: sections, hasMenuItem: items });
}

/** schema.org Restaurant with its menu, for the menu page's structured data. */
export function menuJsonLd(store: JsonLdStore, tree: MenuCategory[], url: string, locale?: string): JsonObject {
  return withoutEmpty({
    "@context": "https://schema.org",
    "@type": "Restaurant",
    name: store.name,
    url,
    inLanguage: locale,
    address: store.address,
    telephone: store.phones[0]?.phone,
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
      hasMenuSection: tree.flatMap((section) => menuSection(section, store.currency) ?? []),
    }),
  });
}

/** JSON for an inline script: no "<" survives, so no text can close the script element; nor U+2028/2029. */
export function serializeJsonLd(data: JsonObject): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
