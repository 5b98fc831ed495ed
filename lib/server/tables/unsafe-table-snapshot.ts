import "server-only";
import { eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import type { Db } from "../../db/types";

/** What the actions history keeps of a table, read by id alone: the caller has checked the table is in its store. */
export async function unsafeTableSnapshot(db: Db, id: number) {
  const [row] = await db
    .select({ name: storeTables.name, note: storeTables.note, position: storeTables.position, qrKey: storeTables.qrKey })
    .from(storeTables)
    .where(eq(storeTables.id, id));
  return row ?? null;
}
