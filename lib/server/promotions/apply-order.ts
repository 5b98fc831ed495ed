import "server-only";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { assertSameSet } from "../shared/assert-same-set";

interface OrderTarget {
  store: { id: number; companyId: number };
  objectType: string;
  /** the rows being ordered, as locked in this transaction */
  current: { id: number; position: number }[];
  /** writes one row's new position, scoped to its parent */
  move: (id: number, position: number) => Promise<unknown>;
}

/** Applies a submitted order inside `tx`: the ids must be exactly the current rows; each moved row is recorded. */
export async function applyOrder(tx: ServerContext, ids: number[], target: OrderTarget): Promise<{ moved: number }> {
  assertSameSet(target.current.map((row) => row.id), ids);
  const positions = new Map(target.current.map((row) => [row.id, row.position]));
  let moved = 0;
  for (const [position, id] of ids.entries()) {
    if (positions.get(id) === position) continue;
    await target.move(id, position);
    await recordAction(tx.db, tx, {
      companyId: target.store.companyId,
      storeId: target.store.id,
      event: "update",
      objectType: target.objectType,
      objectId: id,
      before: { position: positions.get(id) },
      after: { position },
    });
    moved += 1;
  }
  return { moved };
}
