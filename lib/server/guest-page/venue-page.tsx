/** @jsxImportSource preact */
import "server-only";
import type { VNode } from "preact";
import { PublicMenuLayout } from "@/lib/views/menu/guest-layout";
import { StoreHeader } from "@/lib/views/menu/store-header";
import { translations } from "@/lib/i18n/translations";
import { db } from "@/lib/db/runtime";
import { systemClock } from "@/lib/server/context";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { cachedStoreLogos, cachedVenueTexts } from "@/lib/server/menu/cached-public-menu";
import type { VenueTexts } from "@/lib/server/menu/venue-texts";
import type { GuestPage, GuestRequest } from "./guest-route";

type Found = GuestRequest<object>["store"];
export type OpenVenue = Found & { features: readonly string[] };

/** What one venue page puts in the layout: its title (with the venue's name after it unless `fullTitle`) and main content. */
export type VenuePageContent = { title: string; fullTitle?: boolean; main: VNode } | { notFound: true };

/**
 * A page of an open venue's menu site (menu, promotions, reviews) inside its layout: the venue's header on
 * top; while the menu is not open, the guest is sent to the venue's notice instead.
 */
export async function venuePage(
  { opened, params: { locale } }: GuestRequest<object>,
  content: (store: OpenVenue, texts: VenueTexts) => Promise<VenuePageContent>,
): Promise<GuestPage> {
  if (!opened.open) return { redirect: opened.notice };
  const { store } = opened;
  const database = await db();
  const [texts, logos] = await Promise.all([cachedVenueTexts(database, store, locale), cachedStoreLogos(database, store)]);
  const page = await content(store, texts);
  if ("notFound" in page) return page;
  const [menu, common] = await Promise.all([translations(locale, "menu"), translations(locale, "common")]);
  const header = <StoreHeader store={store} texts={texts} logos={logos} now={systemClock.now()} t={menu} />;
  return {
    head: { title: page.title, fullTitle: page.fullTitle, description: store.seoDescription || texts.description },
    body: (
      <PublicMenuLayout locale={locale} locales={offeredLocales(store)} t={common} header={header}>
        {page.main}
      </PublicMenuLayout>
    ),
    offline: store.features.includes("offline_cart"),
  };
}
