/** @jsxImportSource preact */
import { MenuExtras } from "@/lib/views/menu/menu-extras";
import { MenuInfo } from "@/lib/views/menu/menu-info";
import { MenuPage } from "@/lib/views/menu/menu-page";
import { menuPageTexts } from "@/lib/views/menu/menu-page-texts";
import { PromotionLinks } from "@/lib/views/menu/promotion-links";
import { translations } from "@/lib/i18n/translations";
import { db } from "@/lib/db/runtime";
import { findMenuItem, productParam } from "@/lib/domain/find-menu-item";
import { visibleMenu } from "@/lib/domain/menu-visibility";
import { localTime } from "@/lib/domain/schedule";
import { withSoldOut } from "@/lib/domain/sold-out";
import { systemClock } from "@/lib/server/context";
import { guestRoute } from "@/lib/server/guest-page/guest-route";
import { venuePage } from "@/lib/server/guest-page/venue-page";
import { cachedPromotionCategories, cachedPublicMenu, cachedStoreLogos, cachedVenueExtras } from "@/lib/server/menu/cached-public-menu";

export const GET = guestRoute<{ locale: string; site: string }>((request) =>
  venuePage(request, async (store, venueTexts) => {
    const { locale } = request.params;
    const database = await db();
    const [tree, extras, promotions, logos, texts, wifiTexts, reviewsTexts, promotionsTexts] = await Promise.all([
      cachedPublicMenu(database, store, locale),
      cachedVenueExtras(database, store),
      cachedPromotionCategories(database, store, locale),
      cachedStoreLogos(database, store),
      menuPageTexts(locale, store.currency),
      translations(locale, "menuExtras.wifi"),
      translations(locale, "menuExtras.reviews"),
      translations(locale, "menu.promotions"),
    ]);
    const now = systemClock.now();
    const visible = withSoldOut(store.features.includes("scheduled_hiding") ? visibleMenu(tree, localTime(now, store.timezone)) : tree, now.getTime());
    const productId = productParam(request.searchParams.get("product") ?? undefined);
    const main = (
      <MenuPage
        store={{ ...store, logo: logos.light ?? logos.dark }}
        tree={visible}
        url={`${request.origin}/${locale}/menu`}
        product={productId === null ? null : findMenuItem(visible, productId)}
        texts={texts}
      >
        <MenuInfo text={venueTexts.menuInfo} />
        <MenuExtras
          wifi={store.features.includes("wifi_qr") ? extras.wifi : null}
          reviews={store.features.includes("review_integration") && extras.reviewWidget !== null}
          locale={locale}
          texts={{ wifi: wifiTexts, reviews: reviewsTexts }}
        />
        <PromotionLinks categories={promotions} locale={locale} t={promotionsTexts} />
      </MenuPage>
    );
    return store.seoTitle ? { title: store.seoTitle, fullTitle: true, main } : { title: texts.title, main };
  }),
);
