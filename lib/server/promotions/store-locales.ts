import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { CONTENT_LOCALES, type ContentLocale } from "../../i18n/locales";
import { DomainError, NotFoundError } from "../context";

export interface StoreLocales {
  primary: ContentLocale;
  /** the store's content languages, primary first */
  locales: ContentLocale[];
}

const isContentLocale = (value: string): value is ContentLocale => (CONTENT_LOCALES as readonly string[]).includes(value);

/** The content languages of a store (call after the access check). */
export async function storeLocales(db: Db, storeId: number): Promise<StoreLocales> {
  const [row] = await db
    .select({ primary: stores.primaryLocale, locales: stores.contentLocales })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw new NotFoundError();
  const primary = isContentLocale(row.primary) ? row.primary : "ru";
  return { primary, locales: [...new Set([primary, ...row.locales.filter(isContentLocale)])] };
}

/** Texts may only be written in the store's content languages. */
export function assertStoreLocales(submitted: object, store: StoreLocales, field: string): void {
  for (const locale of Object.keys(submitted)) {
    if (!(store.locales as string[]).includes(locale)) throw new DomainError("invalid", `${field}.${locale}`);
  }
}
