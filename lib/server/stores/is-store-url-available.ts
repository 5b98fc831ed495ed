import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import { isAdminOrCompanyManager } from "../../domain/permissions";
import { isReservedStoreUrlKey, storeUrlKey } from "../../domain/store-url";
import { siteConfig } from "../../sites/site-config";
import { DomainError, NotFoundError, type ServerContext } from "../context";

/** Refuses a URL key the service keeps for itself ("reserved"); otherwise whether no store has it yet. */
export async function storeUrlKeyFree(db: Db, urlKey: string): Promise<boolean> {
  if (isReservedStoreUrlKey(urlKey, siteConfig().reservedLabels)) throw new DomainError("storeUrlReserved", "urlName");
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.urlKey, urlKey)).limit(1);
  return rows.length === 0;
}

/** The availability check of a new store's URL name (SPEC §5), for those who may create stores; a reserved name is refused. */
export async function isStoreUrlAvailable(ctx: ServerContext, input: { urlName: string }): Promise<boolean> {
  if (!isAdminOrCompanyManager(ctx.actor)) throw new NotFoundError();
  return storeUrlKeyFree(ctx.db, storeUrlKey(input.urlName));
}
