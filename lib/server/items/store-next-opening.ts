import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { nextOpeningAt } from "../../domain/next-opening";
import type { ScopedStore } from "../tenancy/scoped-store";

/** The store's first opening after `now` by its working hours: how long a dish marked sold out stays so. */
export async function storeNextOpening(db: Db, store: ScopedStore, now: Date): Promise<Date> {
  const [hours] = await db.select({ workingHours: stores.workingHours }).from(stores).where(eq(stores.id, store.id));
  return nextOpeningAt(hours?.workingHours ?? [], store.timezone, now);
}
