import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { type ReviewWidget, stores, type WifiConfig } from "../../db/schema/stores";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";

type Extras = { wifi: WifiConfig | null; reviewWidget: ReviewWidget | null };

/**
 * Saves one of the store's guest extras (Wi-Fi, review widget) against the version the editor
 * loaded, with its history entry; the entry bumps the menu version so guests see the change.
 */
export async function saveStoreExtra<K extends keyof Extras>(
  ctx: StoreContext,
  target: { version: number },
  field: K,
  value: Extras[K],
): Promise<{ version: number }> {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const current = and(eq(stores.id, store.id), eq(stores.version, target.version));
    const before = assertFresh(await tx.db.select({ value: stores[field] }).from(stores).where(current).for("update"));
    const updated = await tx.db
      .update(stores)
      .set({ [field]: value, version: sql`${stores.version} + 1`, updatedAt: ctx.clock.now() })
      .where(current)
      .returning({ version: stores.version });
    const { version } = assertFresh(updated);
    await recordStoreAction(tx, store, { event: "update", objectType: "setting", objectId: store.id, before: { [field]: before.value }, after: { [field]: value } });
    return { version };
  });
}
