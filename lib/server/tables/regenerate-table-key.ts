import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import { generateQrKey } from "../../domain/qr-key";
import type { TableTarget } from "../../schemas/tables";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requireTable } from "./require-table";
import { TABLE_OF_INPUT } from "./require-table";
import { storeFunction } from "../tenancy/store-function";

/** Gives a table a new QR key: codes printed with the old one stop working. */
export const regenerateTableKey = storeFunction(TABLE_OF_INPUT, async (ctx: StoreContext, input: TableTarget): Promise<{ version: number; qrKey: string }> => {
  const { table, store } = await requireTable(ctx, input.id);
  const qrKey = generateQrKey();
  return inTransaction(ctx, async (tx) => {
    const row = assertFresh(
      await tx.db
        .update(storeTables)
        .set({ qrKey, version: sql`${storeTables.version} + 1`, updatedAt: ctx.clock.now() })
        .where(and(eq(storeTables.id, table.id), eq(storeTables.version, input.version)))
        .returning({ version: storeTables.version }),
    );
    await recordStoreAction(tx, store, { event: "update", objectType: "table", objectId: table.id, before: { name: table.name, qrKey: table.qrKey }, after: { name: table.name, qrKey } });
    return { version: row.version, qrKey };
  });
});
