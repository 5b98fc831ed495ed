import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { BillingCurrency } from "../../domain/subscriptions/plan-keys";

export interface BillingStore {
  id: number;
  companyId: number;
  name: string;
  timezone: string;
  currency: BillingCurrency;
  createdAt: Date;
  setupEndsAt: Date;
}

const columns = {
  id: stores.id,
  companyId: stores.companyId,
  name: stores.name,
  timezone: stores.timezone,
  currency: stores.currency,
  createdAt: stores.createdAt,
  setupEndsAt: stores.setupEndsAt,
};

/** What the subscription rules need of a store, unscoped: callers check access first. `lock` holds the row until commit. */
export async function unsafeLoadBillingStore(db: Db, storeId: number, lock = false): Promise<BillingStore | null> {
  const query = db.select(columns).from(stores).where(eq(stores.id, storeId));
  const [store] = lock ? await query.for("update") : await query;
  return store ?? null;
}
