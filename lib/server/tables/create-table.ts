import "server-only";
import { count, eq, max } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { storeTables } from "../../db/schema/tables";
import { generateQrKey } from "../../domain/qr-key";
import { type CreateTable, TABLES_MAX } from "../../schemas/tables";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { guardTableName } from "./table-name-taken";
import { unsafeTableSnapshot } from "./unsafe-table-snapshot";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/**
 * Adds a table at the end of the store's list (positions start at 1) with a fresh QR key. A store holds at
 * most TABLES_MAX tables; the store row is locked so concurrent additions cannot pass the limit together.
 */
export const createTable = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CreateTable): Promise<{ id: number; position: number }> => {
  const { store } = ctx;
  const now = ctx.clock.now();
  return guardTableName(() =>
    inTransaction(ctx, async (tx) => {
      await tx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).for("update");
      const [held] = await tx.db.select({ tables: count() }).from(storeTables).where(eq(storeTables.storeId, store.id));
      if ((held?.tables ?? 0) >= TABLES_MAX) throw new DomainError(`tablesLimit:${TABLES_MAX}`);
      const [last] = await tx.db.select({ position: max(storeTables.position) }).from(storeTables).where(eq(storeTables.storeId, store.id));
      const position = (last?.position ?? 0) + 1;
      const [row] = await tx.db
        .insert(storeTables)
        .values({ companyId: store.companyId, storeId: store.id, name: input.name, note: input.note, qrKey: generateQrKey(), position, createdAt: now, updatedAt: now })
        .returning({ id: storeTables.id });
      const id = row!.id;
      const after = await unsafeTableSnapshot(tx.db, id);
      await recordStoreAction(tx, store, { event: "create", objectType: "table", objectId: id, after });
      return { id, position };
    }),
  );
});
