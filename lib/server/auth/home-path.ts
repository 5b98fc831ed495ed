import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "../../db/runtime";
import { stores } from "../../db/schema/stores";
import type { Actor } from "./actor";

/** Where a signed-in user belongs: their store's admin panel, or the organization step of registration. */
export async function homePathFor(actor: Actor, locale: string): Promise<string> {
  const database = await db();
  const select = database.select({ urlKey: stores.urlKey }).from(stores);
  const [store] =
    actor.role === "store_manager" && actor.storeId
      ? await select.where(eq(stores.id, actor.storeId)).limit(1)
      : actor.companyId
        ? await select.where(eq(stores.companyId, actor.companyId)).orderBy(asc(stores.id)).limit(1)
        : actor.role === "administrator"
          ? await select.orderBy(asc(stores.id)).limit(1)
          : [];
  return store ? `/${locale}/${store.urlKey}/admin-panel` : `/${locale}/register/organization`;
}
