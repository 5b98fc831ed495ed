import "server-only";
import { sql } from "drizzle-orm";
import { storeSettings } from "../../db/schema/stores";
import type { Db } from "../../db/types";
import type { RememberedMapping } from "../../import/column-mapping";
import type { StoreContext } from "../context";

/** Remembers for the store what each header of an imported file was, over what it remembered of the same headers. */
export async function rememberImportMapping(db: Db, store: StoreContext["store"], mapping: RememberedMapping): Promise<void> {
  await db
    .insert(storeSettings)
    .values({ companyId: store.companyId, storeId: store.id, importMapping: mapping })
    .onConflictDoUpdate({
      target: storeSettings.storeId,
      set: { importMapping: sql`coalesce(${storeSettings.importMapping}, '{}'::jsonb) || ${JSON.stringify(mapping)}::jsonb` },
      setWhere: sql`${storeSettings.companyId} = ${store.companyId}`,
    });
}
