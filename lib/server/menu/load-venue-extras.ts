import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import type { Db } from "../../db/types";

/** The guest menu's Wi-Fi network and review widget of a venue. */
export async function readVenueExtras(database: Db, storeId: number) {
  const [row] = await database
    .select({ wifi: stores.wifi, reviewWidget: stores.reviewWidget })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return { wifi: row?.wifi ?? null, reviewWidget: row?.reviewWidget ?? null };
}
