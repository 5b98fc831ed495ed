import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { items, portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";

/** Ids of a category's portions sold out at `now`, by item id. */
export async function soldOutPortions(db: Db, store: ScopedStore, categoryId: number, now: Date): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ itemId: portions.itemId, id: portions.id })
    .from(portions)
    .innerJoin(items, eq(items.id, portions.itemId))
    .where(and(eq(items.categoryId, categoryId), eq(items.storeId, store.id), eq(portions.companyId, store.companyId), gt(portions.soldOutUntil, now)));
  const byItem = new Map<number, number[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row.id]);
  return byItem;
}
