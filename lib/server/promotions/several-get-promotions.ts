import "server-only";
import { and, asc, inArray } from "drizzle-orm";
import { promotions, promotionTranslations } from "../../db/schema/promotions";
import type { SeveralGetPromotions } from "../../schemas/promotions";
import type { ServerContext } from "../context";
import { actorScope } from "../tenancy/actor-scope";
import { unsafeBannerImages } from "./banner-images";

/** SPEC §7 POST /api/promotions/several-get: full records of the requested promotions the actor manages. */
export async function severalGetPromotions(ctx: ServerContext, input: SeveralGetPromotions) {
  const scope = actorScope(ctx.actor, promotions.companyId, promotions.storeId);
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(and(inArray(promotions.id, ids), scope))
    .orderBy(asc(promotions.position), asc(promotions.id));
  if (rows.length === 0) return [];
  const [texts, banners] = await Promise.all([
    ctx.db.select().from(promotionTranslations).where(inArray(promotionTranslations.promotionId, rows.map((row) => row.id))),
    unsafeBannerImages(ctx.db, rows.map((row) => row.bannerId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    store_id: row.storeId,
    promotion_category_id: row.promotionCategoryId,
    hidden: row.hidden,
    position: row.position,
    version: row.version,
    banner: row.bannerId === null ? null : (banners.get(row.bannerId) ?? null),
    translations: Object.fromEntries(
      texts
        .filter((text) => text.promotionId === row.id)
        .map((text) => [text.locale, { title: text.title, description: text.description, status: text.status }]),
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}
