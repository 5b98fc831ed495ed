import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import { largestUrl } from "./upload-dto";

export interface StoreImage {
  id: number;
  url: string;
}

/** The store's own uploads among `ids`; ids of other stores or companies are simply not found. */
export async function findStoreImages(db: Db, store: { id: number; companyId: number }, ids: (number | null)[]): Promise<StoreImage[]> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id, variants: uploads.variants })
    .from(uploads)
    .where(and(inArray(uploads.id, wanted), eq(uploads.companyId, store.companyId), eq(uploads.storeId, store.id)));
  return rows.map((row) => ({ id: row.id, url: largestUrl(row.variants) }));
}
