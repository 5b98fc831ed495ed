import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AgeGate } from "@/components/menu/age-gate";
import { CartIsland } from "@/components/menu/cart-island";
import { GuestIntl } from "@/components/menu/guest-intl";
import { MenuBootScript } from "@/components/menu/menu-boot-script";
import { MenuExtrasBar } from "@/components/menu/menu-extras-bar";
import { MenuInfoNotice } from "@/components/menu/menu-info-notice";
import { MenuJsonLd } from "@/components/menu/menu-json-ld";
import { MenuSections } from "@/components/menu/menu-sections";
import { ProductDialog } from "@/components/menu/product-dialog";
import { ProductModal } from "@/components/menu/product-modal";
import { PromotionsStrip } from "@/components/menu/promotions-strip";
import { TableBadge } from "@/components/menu/table-badge";
import { db } from "@/lib/db/runtime";
import { findMenuItem, productParam } from "@/lib/domain/find-menu-item";
import { visibleMenu } from "@/lib/domain/menu-visibility";
import { localTime } from "@/lib/domain/schedule";
import { withSoldOut } from "@/lib/domain/sold-out";
import { cachedPublicMenu, cachedVenueTexts } from "@/lib/server/menu/cached-public-menu";
import { openStoreForParams } from "@/lib/server/stores/open-store-for-params";
import { menuSiteOrigin } from "@/lib/sites/public-origin";
import { siteFromParam } from "@/lib/sites/resolve-site";

type Props = {
  params: Promise<{ locale: string; site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The cart is kept per store page, whatever the interface language. */
const CART_PAGE_PATH = "/menu";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const store = await openStoreForParams(params);
  if (store.seoTitle) return { title: { absolute: store.seoTitle } };
  const t = await getTranslations({ locale, namespace: "menu" });
  return { title: t("title") };
}

export default async function MenuPage({ params, searchParams }: Props) {
  const { locale, site } = await params;
  const store = await openStoreForParams(params);
  setRequestLocale(locale);
  const database = await db();
  const [tree, texts] = await Promise.all([cachedPublicMenu(database, store, locale), cachedVenueTexts(database, store, locale)]);
  const now = new Date();
  const visible = withSoldOut(store.features.includes("scheduled_hiding") ? visibleMenu(tree, localTime(now, store.timezone)) : tree, now.getTime());
  const productId = productParam((await searchParams).product);
  const product = productId === null ? null : findMenuItem(visible, productId);
  const origin = menuSiteOrigin(siteFromParam(site));
  return (
    <main id="main" tabIndex={-1} className="pb-24 outline-none" data-no-cart={store.features.includes("offline_cart") ? undefined : ""}>
      <MenuJsonLd store={store} tree={visible} url={`${origin}/${locale}/menu`} locale={locale} />
      <MenuBootScript />
      <MenuInfoNotice text={texts.menuInfo} />
      <MenuExtrasBar store={store} locale={locale} features={store.features} />
      <PromotionsStrip store={store} locale={locale} />
      <GuestIntl>
        <TableBadge />
        {product && <ProductDialog found={product} currency={store.currency} locale={locale} />}
        <MenuSections tree={visible} currency={store.currency} locale={locale} search={store.features.includes("product_search")} />
        {visible.length > 0 && (
          <>
            {store.features.includes("offline_cart") && <CartIsland pagePath={CART_PAGE_PATH} currency={store.currency} />}
            <AgeGate />
            <ProductModal />
          </>
        )}
      </GuestIntl>
    </main>
  );
}
