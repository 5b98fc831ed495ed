import { eq } from "drizzle-orm";
import { cache } from "react";
import { db } from "../../db/runtime";
import { stores } from "../../db/schema/stores";

/** The guest menu's Wi-Fi network and review widget of a venue (once per request). */
export const loadVenueExtras = cache(async (storeId: number) => {
  const [row] = await (await db())
    .select({ wifi: stores.wifi, reviewWidget: stores.reviewWidget })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return { wifi: row?.wifi ?? null, reviewWidget: row?.reviewWidget ?? null };
});
