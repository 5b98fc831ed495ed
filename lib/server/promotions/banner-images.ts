import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../db/types";
import { filesUrl, type UploadVariant } from "../../uploads/contract";
import { DomainError } from "../context";

export interface BannerImage {
  id: number;
  width: number;
  height: number;
  url: string;
  variants: UploadVariant[];
}

/** Banner images by upload id, with the URL of their largest variant. */
export async function unsafeBannerImages(db: Db, ids: (number | null)[]): Promise<Map<number, BannerImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, width: uploads.width, height: uploads.height, variants: uploads.variants })
    .from(uploads)
    .where(inArray(uploads.id, wanted));
  return new Map(
    rows.map((row) => {
      const variants = row.variants.map(({ width, height, key }) => ({ width, height, url: filesUrl(key) }));
      return [row.id, { id: row.id, width: row.width, height: row.height, url: variants.at(-1)?.url ?? "", variants }];
    }),
  );
}

/** A banner must be an upload of the same company (uploads are company-scoped). */
export async function assertBanner(db: Db, bannerId: number | null | undefined, companyId: number): Promise<void> {
  if (bannerId === null || bannerId === undefined) return;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, bannerId), eq(uploads.companyId, companyId)));
  if (!row) throw new DomainError("bannerNotFound", "bannerId");
}
