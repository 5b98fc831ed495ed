import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { promotions, promotionTranslations } from "../../db/schema/promotions";
import type { SeveralGetPromotions } from "../../schemas/promotions";
import type { ServerContext } from "../context";
import { bannerImages } from "./banner-images";

/** SQL scope of the promotions the actor manages (SPEC §5-6), or null for none. */
function actorScope(ctx: ServerContext): SQL | undefined | null {
  const { actor } = ctx;
  if (actor.role === "administrator") return undefined;
  if (actor.companyId === null) return null;
  if (actor.role === "company_manager") return eq(promotions.companyId, actor.companyId);
  if (actor.role === "store_manager" && actor.storeId !== null) {
    return and(eq(promotions.companyId, actor.companyId), eq(promotions.storeId, actor.storeId));
  }
  return null;
}

/** SPEC §7 POST /api/promotions/several-get: full records of the requested promotions the actor manages. */
export async function severalGetPromotions(ctx: ServerContext, input: SeveralGetPromotions) {
  const scope = actorScope(ctx);
  const ids = [...new Set(input.ids)];
  if (scope === null || ids.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(and(inArray(promotions.id, ids), scope))
    .orderBy(asc(promotions.position), asc(promotions.id));
  if (rows.length === 0) return [];
  const [texts, banners] = await Promise.all([
    ctx.db.select().from(promotionTranslations).where(inArray(promotionTranslations.promotionId, rows.map((row) => row.id))),
    bannerImages(ctx.db, rows.map((row) => row.bannerId)),
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
