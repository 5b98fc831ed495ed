import "server-only";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { Db } from "../../db/types";

/** Up to these many items (or photos, when printed with photos) a menu is exported while the owner waits. */
export const EXPORT_WAIT_MAX_ITEMS = 150;
export const EXPORT_WAIT_MAX_PHOTOS = 60;

/** Whether a menu is large enough to be produced as a background job instead of in the request. */
export async function exportNeedsJob(db: Db, storeId: number, withPhotos: boolean): Promise<boolean> {
  const [all] = await db.select({ total: count() }).from(items).where(eq(items.storeId, storeId));
  if ((all?.total ?? 0) > EXPORT_WAIT_MAX_ITEMS) return true;
  if (!withPhotos) return false;
  const [photos] = await db.select({ total: count() }).from(items).where(and(eq(items.storeId, storeId), isNotNull(items.photoId)));
  return (photos?.total ?? 0) > EXPORT_WAIT_MAX_PHOTOS;
}
