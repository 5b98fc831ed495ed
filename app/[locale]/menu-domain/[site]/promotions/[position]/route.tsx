/** @jsxImportSource preact */
import { translations } from "@/lib/i18n/translations";
import { PromotionLinks } from "@/lib/views/menu/promotion-links";
import { PromotionsPage } from "@/lib/views/menu/promotions-page";
import { db } from "@/lib/db/runtime";
import { guestRoute } from "@/lib/server/guest-page/guest-route";
import { venuePage } from "@/lib/server/guest-page/venue-page";
import { loadPublicPromotions } from "@/lib/server/menu/load-public-promotions";

/** The category position from the path: a plain non-negative integer, else null. */
function positionOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export const GET = guestRoute<{ locale: string; site: string; position: string }>((request) =>
  venuePage(request, async (store) => {
    const { locale, position } = request.params;
    const at = positionOf(position);
    const found = at === null ? null : await loadPublicPromotions(await db(), store.id, at, locale, store);
    if (!found) return { notFound: true };
    const t = await translations(locale, "menu.promotions");
    return {
      title: found.category.name ? t("pageTitle", { name: found.category.name }) : t("title"),
      main: (
        <PromotionsPage locale={locale} category={found.category} promotions={found.promotions} t={t}>
          <PromotionLinks categories={found.categories} locale={locale} current={found.category.position} t={t} />
        </PromotionsPage>
      ),
    };
  }),
);
