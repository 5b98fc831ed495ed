import { count, eq, max } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { storeTables } from "../../db/schema/tables";
import { generateQrKey } from "../../domain/qr-key";
import { type CreateTable, TABLES_MAX } from "../../schemas/tables";
import { DomainError, type ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { requireStoreAccess } from "../stores/require-store-access";
import { inTransaction } from "../transaction";
import { guardTableName } from "./table-name-taken";
import { tableSnapshot } from "./table-snapshot";

/**
 * Adds a table at the end of the store's list (positions start at 1) with a fresh QR key. A store holds at
 * most TABLES_MAX tables; the store row is locked so concurrent additions cannot pass the limit together.
 */
export async function createTable(ctx: ServerContext, input: CreateTable): Promise<{ id: number; position: number }> {
  const store = await requireStoreAccess(ctx, input.storeId);
  return guardTableName(() =>
    inTransaction(ctx, async (tx) => {
      await tx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).for("update");
      const [held] = await tx.db.select({ tables: count() }).from(storeTables).where(eq(storeTables.storeId, store.id));
      if ((held?.tables ?? 0) >= TABLES_MAX) throw new DomainError(`tablesLimit:${TABLES_MAX}`);
      const [last] = await tx.db.select({ position: max(storeTables.position) }).from(storeTables).where(eq(storeTables.storeId, store.id));
      const position = (last?.position ?? 0) + 1;
      const [row] = await tx.db
        .insert(storeTables)
        .values({ companyId: store.companyId, storeId: store.id, name: input.name, note: input.note, qrKey: generateQrKey(), position, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: storeTables.id });
      const id = row!.id;
      const after = await tableSnapshot(tx.db, id);
      await recordAction(tx.db, tx, { companyId: store.companyId, storeId: store.id, event: "create", objectType: "table", objectId: id, after });
      return { id, position };
    }),
  );
}
