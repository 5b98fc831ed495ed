import { and, eq, sql } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import { generateQrKey } from "../../domain/qr-key";
import type { TableTarget } from "../../schemas/tables";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { requireTable } from "./require-table";

/** Gives a table a new QR key: codes printed with the old one stop working. */
export async function regenerateTableKey(ctx: ServerContext, input: TableTarget): Promise<{ version: number; qrKey: string }> {
  const { table, store } = await requireTable(ctx, input.id);
  const qrKey = generateQrKey();
  return inTransaction(ctx, async (tx) => {
    const row = assertFresh(
      await tx.db
        .update(storeTables)
        .set({ qrKey, version: sql`${storeTables.version} + 1`, updatedAt: ctx.now })
        .where(and(eq(storeTables.id, table.id), eq(storeTables.version, input.version)))
        .returning({ version: storeTables.version }),
    );
    await recordAction(tx.db, tx, {
      companyId: store.companyId,
      storeId: store.id,
      event: "update",
      objectType: "table",
      objectId: table.id,
      before: { name: table.name, qrKey: table.qrKey },
      after: { name: table.name, qrKey },
    });
    return { version: row.version, qrKey };
  });
}
