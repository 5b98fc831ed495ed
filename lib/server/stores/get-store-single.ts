import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { canAccessStore } from "../../domain/permissions";
import type { Actor } from "../auth/actor";
import { storeUrlKey } from "./store-url-key";

export type StoreScopeParam = "guest" | "owned";

/**
 * SPEC §7 GET /api/stores/single: a store by numeric id or URL key. With scope=owned only a
 * store the actor may manage is found; anything else is simply not found.
 */
export async function getStoreSingle(db: Db, idOrKey: string, scope: StoreScopeParam, actor: Actor | null) {
  const byId = /^\d{1,9}$/.test(idOrKey);
  const urlKey = byId ? null : storeUrlKey(idOrKey);
  if (!byId && urlKey === null) return null;
  const [store] = await db
    .select({ id: stores.id, company_id: stores.companyId, url_key: stores.urlKey })
    .from(stores)
    .where(urlKey === null ? eq(stores.id, Number(idOrKey)) : eq(stores.urlKey, urlKey))
    .limit(1);
  if (!store) return null;
  if (scope === "owned" && (!actor || !canAccessStore(actor, { id: store.id, companyId: store.company_id }))) return null;
  return store;
}
