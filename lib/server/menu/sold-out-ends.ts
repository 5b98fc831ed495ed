import "server-only";
import { and, eq, gt, min } from "drizzle-orm";
import { items, portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";

/** The earliest moment a store's item or portion stops being sold out, after `now`; null when none is sold out. */
export async function soldOutEndsAt(db: Db, storeId: number, now: Date): Promise<Date | null> {
  const [[ofItems], [ofPortions]] = await Promise.all([
    db.select({ at: min(items.soldOutUntil) }).from(items).where(and(eq(items.storeId, storeId), gt(items.soldOutUntil, now))),
    db
      .select({ at: min(portions.soldOutUntil) })
      .from(portions)
      .innerJoin(items, eq(items.id, portions.itemId))
      .where(and(eq(items.storeId, storeId), gt(portions.soldOutUntil, now))),
  ]);
  const ends = [ofItems?.at, ofPortions?.at].filter((at): at is Date => at instanceof Date);
  return ends.length ? new Date(Math.min(...ends.map((at) => at.getTime()))) : null;
}
