import { NO_DIETARY } from "@/lib/domain/dietary";
import type { ItemForm } from "@/lib/schemas/items";
import { EMPTY_SCHEDULE } from "@/lib/schemas/menu-common";
import type { AdminItem } from "@/lib/server/items/item-dto";

const textsFor = (locales: string[], texts: AdminItem["texts"] = {}) =>
  Object.fromEntries(locales.map((locale) => [locale, texts[locale] ?? { title: "", description: "" }])) as ItemForm["texts"];

const UNIT_BY_KIND = { product: "g", hookah: "pcs", game: "pcs" } as const;

export function newItemValues(locales: string[], kind: AdminItem["kind"]): ItemForm {
  return {
    texts: textsFor(locales),
    photoId: null,
    dietary: NO_DIETARY,
    portions: [{ weight: kind === "product" ? "" : "1", unit: UNIT_BY_KIND[kind], price: "" }],
    hidden: false,
    ageRestricted: false,
    schedule: EMPTY_SCHEDULE,
  };
}

export function itemValues(locales: string[], item: AdminItem): ItemForm {
  return {
    texts: textsFor(locales, item.texts),
    photoId: item.photo?.id ?? null,
    dietary: item.dietary,
    portions: item.portions.map(({ id, weight, unit, price }) => ({ id, weight, unit, price })),
    hidden: item.hidden,
    ageRestricted: item.ageRestricted,
    schedule: item.schedule ?? EMPTY_SCHEDULE,
  };
}
