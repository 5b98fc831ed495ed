import { db } from "@/lib/db/runtime";
import { cachedPromotionCategories, type CachedStore } from "@/lib/server/menu/cached-public-menu";
import { PromotionLinks } from "./promotion-links";

/** The "Promotions" strip of the menu page: links to the store's visible promotion categories. */
export async function PromotionsStrip({ store, locale }: { store: CachedStore; locale: string }) {
  const categories = await cachedPromotionCategories(await db(), store, locale);
  return <PromotionLinks categories={categories} locale={locale} />;
}
