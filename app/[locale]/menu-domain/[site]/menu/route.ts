import { menuExtrasHtml } from "@/components/menu/html/menu-extras-html";
import { menuInfoHtml } from "@/components/menu/html/menu-info-html";
import { menuPageHtml } from "@/components/menu/html/menu-page-html";
import { promotionLinksHtml } from "@/components/menu/html/promotion-links-html";
import { translations } from "@/lib/i18n/translations";
import { db } from "@/lib/db/runtime";
import { findMenuItem, productParam } from "@/lib/domain/find-menu-item";
import { visibleMenu } from "@/lib/domain/menu-visibility";
import { localTime } from "@/lib/domain/schedule";
import { withSoldOut } from "@/lib/domain/sold-out";
import { guestRoute } from "@/lib/server/guest-page/guest-route";
import { venuePage } from "@/lib/server/guest-page/venue-page";
import { cachedPromotionCategories, cachedPublicMenu, cachedStoreLogos, cachedVenueExtras } from "@/lib/server/menu/cached-public-menu";
import { systemClock } from "@/lib/server/context";

export const GET = guestRoute<{ locale: string; site: string }>((request) =>
  venuePage(request, async (store, texts) => {
    const { locale } = request.params;
    const database = await db();
    const [tree, extras, promotions, logos] = await Promise.all([
      cachedPublicMenu(database, store, locale),
      cachedVenueExtras(database, store),
      cachedPromotionCategories(database, store, locale),
      cachedStoreLogos(database, store),
    ]);
    const now = systemClock.now();
    const visible = withSoldOut(store.features.includes("scheduled_hiding") ? visibleMenu(tree, localTime(now, store.timezone)) : tree, now.getTime());
    const productId = productParam(request.searchParams.get("product") ?? undefined);
    const above =
      menuInfoHtml(texts.menuInfo) +
      (await menuExtrasHtml({
        wifi: store.features.includes("wifi_qr") ? extras.wifi : null,
        reviews: store.features.includes("review_integration") && extras.reviewWidget !== null,
        locale,
      })) +
      (await promotionLinksHtml(promotions, locale));
    const main = await menuPageHtml({
      store: { ...store, logo: logos.light ?? logos.dark },
      tree: visible,
      locale,
      url: `${request.origin}/${locale}/menu`,
      product: productId === null ? null : findMenuItem(visible, productId),
      above,
    });
    const t = await translations(locale, "menu");
    return store.seoTitle ? { title: store.seoTitle, fullTitle: true, main } : { title: t("title"), main };
  }),
);
