import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { localizedAlternates } from "@/lib/i18n/alternates";
import { offeredLocaleRedirect, offeredLocales } from "@/lib/i18n/offered-locales";
import { wantedLocales } from "@/lib/server/wanted-locales";
import { runGuards } from "@/lib/server/auth/guards";
import { db } from "@/lib/db/runtime";
import { cachedVenueTexts } from "@/lib/server/menu/cached-public-menu";
import { requestUrl } from "@/lib/server/request-url";
import { guestLocalesStore } from "@/lib/server/stores/guest-venue";
import { findStoreForParams } from "@/lib/server/stores/store-for-params";
import { menuSiteOrigin } from "@/lib/sites/public-origin";
import { siteFromParam } from "@/lib/sites/resolve-site";

type Props = { children: ReactNode; params: Promise<{ locale: string; site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, site } = await params;
  const found = await findStoreForParams(params);
  if (!found) return {};
  const store = await guestLocalesStore(found);
  const { path } = await requestUrl();
  const origin = menuSiteOrigin(siteFromParam(site));
  const alternates = localizedAlternates(origin, path, offeredLocales(store));
  const texts = await cachedVenueTexts(await db(), store, locale);
  return {
    metadataBase: new URL(origin),
    title: { default: store.seoTitle || store.name, template: `%s · ${store.name}` },
    description: store.seoDescription || texts.description,
    alternates,
    openGraph: { url: alternates.canonical, siteName: store.name, locale, type: "website" },
  };
}

export default async function MenuSiteLayout({ children, params }: Props) {
  const { locale, site } = await params;
  const { path, search } = await requestUrl();
  await runGuards(["catch-non-exist-menu"], { locale, site, path });
  const found = await findStoreForParams(params);
  const target = found && offeredLocaleRedirect(await guestLocalesStore(found), path, search, await wantedLocales());
  if (target) redirect(target);
  return children;
}
