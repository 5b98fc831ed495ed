import "server-only";
import { and, asc, eq, type SQL } from "drizzle-orm";
import { promotionCategories, promotions } from "../../db/schema/promotions";
import type { ServerContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertSameSet } from "../shared/assert-same-set";

const orderedTables = { promotion: promotions, promotion_category: promotionCategories } as const;

interface OrderTarget {
  store: { id: number; companyId: number };
  objectType: keyof typeof orderedTables;
  /** the rows being ordered: the store's categories, or one category's promotions */
  siblings: SQL;
}

/** Applies a submitted order inside `tx`: the siblings are locked, the ids must be exactly them, each moved row is recorded. */
export async function applyOrder(tx: ServerContext, ids: number[], { store, objectType, siblings }: OrderTarget): Promise<{ moved: number }> {
  const table = orderedTables[objectType] as typeof promotions;
  const current = await tx.db
    .select({ id: table.id, position: table.position })
    .from(table)
    .where(siblings)
    .orderBy(asc(table.position), asc(table.id))
    .for("update");
  assertSameSet(current.map((row) => row.id), ids);
  const positions = new Map(current.map((row) => [row.id, row.position]));
  let moved = 0;
  for (const [position, id] of ids.entries()) {
    if (positions.get(id) === position) continue;
    await tx.db.update(table).set({ position }).where(and(eq(table.id, id), siblings));
    await recordStoreAction(tx, store, { event: "update", objectType, objectId: id, before: { position: positions.get(id) }, after: { position } });
    moved += 1;
  }
  return { moved };
}
