import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { storeTranslations } from "../../db/schema/store-translations";
import type { StorePhone } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { pickText, pickTranslations, textFallbackOrder, type TextLocales } from "../../i18n/text-fallback";

export interface VenueTextsStore extends TextLocales {
  id: number;
  description: string;
  address: string;
  menuInfo: string;
  phones: StorePhone[];
}

export type VenueTranslation = Pick<typeof storeTranslations.$inferSelect, "locale" | "description" | "address" | "menuInfo" | "phoneLabels">;

/** A venue's own texts as a guest reads them: description, address, menu-page info and each phone's label. */
export interface VenueTexts {
  description: string;
  address: string;
  menuInfo: string;
  phones: StorePhone[];
}

/** The venue's texts in its languages other than the primary one. */
export function loadVenueTranslations(db: Db, store: Pick<VenueTextsStore, "id" | "primaryLocale" | "contentLocales">): Promise<VenueTranslation[]> {
  const locales = (store.contentLocales ?? []).filter((locale) => locale !== store.primaryLocale);
  if (locales.length === 0) return Promise.resolve([]);
  return db
    .select({
      locale: storeTranslations.locale,
      description: storeTranslations.description,
      address: storeTranslations.address,
      menuInfo: storeTranslations.menuInfo,
      phoneLabels: storeTranslations.phoneLabels,
    })
    .from(storeTranslations)
    .where(and(eq(storeTranslations.storeId, store.id), inArray(storeTranslations.locale, locales)));
}

const digits = (phone: string) => phone.replace(/\D/g, "");

/** A phone's label in one language: keyed by the number, however it was spaced or punctuated. */
function phoneLabel(labels: Record<string, string>, phone: string): string | undefined {
  if (labels[phone] !== undefined) return labels[phone];
  const wanted = digits(phone);
  return Object.entries(labels).find(([number]) => digits(number) === wanted)?.[1];
}

/** The venue's texts in `locale`, each one along the guest-text fallback order; the primary ones are the store's own. */
export function venueTexts(store: VenueTextsStore, translations: readonly VenueTranslation[], locale: string): VenueTexts {
  const order = textFallbackOrder(locale, store);
  const others = translations.filter((row) => row.locale !== store.primaryLocale);
  const primary = { locale: store.primaryLocale, description: store.description, address: store.address, menuInfo: store.menuInfo };
  const rows = [primary, ...others].map((row) => ({ ...row, id: store.id }));
  const picked = pickTranslations(rows, order, ["description", "address", "menuInfo"]).get(store.id);
  const labels = (phone: StorePhone) =>
    Object.fromEntries([[store.primaryLocale, phone.description], ...others.map((row) => [row.locale, phoneLabel(row.phoneLabels, phone.phone)] as const)]);
  return {
    description: picked?.description ?? "",
    address: picked?.address ?? "",
    menuInfo: picked?.menuInfo ?? "",
    phones: store.phones.map((phone) => ({ phone: phone.phone, description: pickText(labels(phone), order) })),
  };
}
