import "server-only";
import { and, eq, max } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";

/** The position after the category's last item. */
export async function nextItemPosition(db: Db, store: ScopedStore, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ position: max(items.position) })
    .from(items)
    .where(and(eq(items.categoryId, categoryId), eq(items.storeId, store.id), eq(items.companyId, store.companyId)));
  return (row?.position ?? -1) + 1;
}
