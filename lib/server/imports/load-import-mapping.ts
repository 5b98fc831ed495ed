import "server-only";
import { and, eq } from "drizzle-orm";
import { storeSettings } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { RememberedMapping } from "../../import/column-mapping";
import type { StoreContext } from "../context";

/** The column mapping the store remembers from its last import of a file Carta did not export (null when none). */
export async function loadImportMapping(db: Db, store: StoreContext["store"]): Promise<RememberedMapping | null> {
  const [row] = await db
    .select({ mapping: storeSettings.importMapping })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, store.id), eq(storeSettings.companyId, store.companyId)))
    .limit(1);
  return row?.mapping ?? null;
}
