import { db } from "@/lib/db/runtime";
import { loadPromotionCategories } from "@/lib/server/menu/load-public-promotions";
import { PromotionLinks } from "./promotion-links";

/** The "Promotions" strip of the menu page: links to the store's visible promotion categories. */
export async function PromotionsStrip({ store, locale }: { store: { id: number; primaryLocale: string }; locale: string }) {
  const categories = await loadPromotionCategories(await db(), store.id, locale, store.primaryLocale);
  return <PromotionLinks categories={categories} locale={locale} />;
}
