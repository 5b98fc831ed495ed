import "server-only";
import { publicMenuLayoutHtml } from "@/components/menu/html/guest-layout-html";
import { storeHeaderHtml } from "@/components/menu/html/store-header-html";
import { db } from "@/lib/db/runtime";
import { offeredLocales } from "@/lib/i18n/offered-locales";
import { cachedStoreLogos, cachedVenueTexts } from "@/lib/server/menu/cached-public-menu";
import type { VenueTexts } from "@/lib/server/menu/venue-texts";
import type { GuestPage, GuestRequest } from "./guest-route";

type Found = GuestRequest<object>["store"];
export type OpenVenue = Found & { features: readonly string[] };

/** What one venue page puts in the layout: its title (with the venue's name after it unless `fullTitle`) and main content. */
export type VenuePageContent = { title: string; fullTitle?: boolean; main: string } | { notFound: true };

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
  const header = await storeHeaderHtml(store, texts, logos, locale, new Date());
  return {
    head: { title: page.title, fullTitle: page.fullTitle, description: store.seoDescription || texts.description },
    body: await publicMenuLayoutHtml({ locale, locales: offeredLocales(store), header, main: page.main }),
    offline: store.features.includes("offline_cart"),
  };
}
