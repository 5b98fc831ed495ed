import "server-only";
import { eq, sql } from "drizzle-orm";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";

/** The bytes of one upload: the sum of its WebP variants. */
export const VARIANT_BYTES = sql`(select coalesce(sum((variant ->> 'bytes')::bigint), 0) from jsonb_array_elements(${uploads.variants}) as variant)`;

/** Bytes the store's uploaded images keep in storage: every WebP variant of every upload. Unscoped: callers pass a checked store. */
export async function unsafeStoreStorageUsed(db: Db, storeId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${VARIANT_BYTES}), 0)` })
    .from(uploads)
    .where(eq(uploads.storeId, storeId));
  return Number(row?.used ?? 0);
}
