import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import { filesUrl } from "../../uploads/contract";

export interface ImageUrls {
  id: number;
  /** the smallest variant, for lists */
  thumb: string;
  /** the largest variant, for forms */
  large: string;
}

/** Public URLs of the company's uploads by id (variants are stored smallest first). */
export async function uploadUrls(db: Db, companyId: number, ids: (number | null)[]): Promise<Map<number, ImageUrls>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, variants: uploads.variants })
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), inArray(uploads.id, wanted)));
  const result = new Map<number, ImageUrls>();
  for (const row of rows) {
    const first = row.variants[0];
    const last = row.variants[row.variants.length - 1];
    if (first && last) result.set(row.id, { id: row.id, thumb: filesUrl(first.key), large: filesUrl(last.key) });
  }
  return result;
}
