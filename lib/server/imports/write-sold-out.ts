import "server-only";
import { and, eq } from "drizzle-orm";
import { items, portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { SoldOutPlan } from "../../import/import-plan";
import { NotFoundError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";

/** Marks an item sold out until `until`, or available with each listed portion sold out until then or available. */
export async function writeSoldOut(db: Db, store: ScopedStore, itemId: number, plan: SoldOutPlan, until: Date): Promise<void> {
  const [row] = await db
    .update(items)
    .set({ soldOutUntil: plan.item ? until : null })
    .where(and(eq(items.id, itemId), eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
    .returning({ id: items.id });
  if (!row) throw new NotFoundError();
  for (const [portionId, soldOut] of plan.portions) {
    await db
      .update(portions)
      .set({ soldOutUntil: soldOut ? until : null })
      .where(and(eq(portions.id, portionId), eq(portions.itemId, itemId), eq(portions.companyId, store.companyId)));
  }
}
