import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { type Actor } from "../auth/actor";
import { canAccessStore, canManageCompany } from "../../domain/permissions";
import { NotFoundError } from "../context";

/** `store`: the store's admin panel (SPEC §5-6); `company`: its company's settings (admins and company managers). */
export type StoreAccess = "store" | "company";

/** The store a server function acts on, as the wrapper resolved it. */
export interface ScopedStore {
  id: number;
  companyId: number;
  urlKey: string;
  name: string;
  currency: "USD" | "BYN";
  timezone: string;
  primaryLocale: string;
  /** the store's content languages, primary first */
  contentLocales: string[];
}

export function hasAccess(actor: Actor, store: { id: number; companyId: number }, access: StoreAccess): boolean {
  return access === "company" ? canManageCompany(actor, store.companyId) : canAccessStore(actor, store);
}

const scopedColumns = {
  id: stores.id,
  companyId: stores.companyId,
  urlKey: stores.urlKey,
  name: stores.name,
  currency: stores.currency,
  timezone: stores.timezone,
  primaryLocale: stores.primaryLocale,
  contentLocales: stores.contentLocales,
};

/** The store if the actor has `access` to it; otherwise NotFoundError (foreign and missing look alike). */
export async function resolveStore(db: Db, actor: Actor, storeId: number | null, access: StoreAccess): Promise<ScopedStore> {
  if (storeId === null) throw new NotFoundError();
  return scoped(await db.select(scopedColumns).from(stores).where(eq(stores.id, storeId)).limit(1), actor, access);
}

/** `resolveStore` for the store of an admin page's URL (its key, lowercased). */
export async function resolveStoreByUrlKey(db: Db, actor: Actor, urlKey: string, access: StoreAccess): Promise<ScopedStore> {
  return scoped(await db.select(scopedColumns).from(stores).where(eq(stores.urlKey, urlKey)).limit(1), actor, access);
}

function scoped([row]: ScopedStore[], actor: Actor, access: StoreAccess): ScopedStore {
  if (!row || !hasAccess(actor, row, access)) throw new NotFoundError();
  const contentLocales = [row.primaryLocale, ...row.contentLocales.filter((locale) => locale !== row.primaryLocale)];
  return { ...row, contentLocales };
}
