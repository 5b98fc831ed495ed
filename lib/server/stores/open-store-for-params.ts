import "server-only";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { PlanFeature } from "../../domain/subscriptions/plan-keys";
import { db } from "../../db/runtime";
import { systemClock } from "../context";
import { guestMenuAccess } from "../subscriptions/guest-menu-access";
import { storeForParams } from "./store-for-params";

/** The store's content languages its plan serves: the primary always, others only where the plan translates into them. */
export const planLocales = (store: { primaryLocale: string; contentLocales: readonly string[] }, translationLocales: readonly string[]) =>
  store.contentLocales.filter((locale) => locale === store.primaryLocale || translationLocales.includes(locale));

/** Once per render: the layout, the page and its metadata all ask. */
const accessOf = cache(async (storeId: number) => guestMenuAccess({ db: await db(), clock: systemClock }, storeId));

/**
 * The venue of a guest menu page, with what its plan lets guests use, once its menu is open; while it is
 * preparing or its plan ended unpaid, a redirect to the notice. Every menu page, layout and metadata asks
 * first, before any menu data is read, because Next.js renders them in parallel.
 */
export async function openStoreForParams(params: Promise<{ locale: string; site: string }>) {
  const { locale } = await params;
  const opened = await openVenue(await storeForParams(params), locale);
  if (!opened.open) redirect(opened.notice);
  return opened.store;
}

/** The venue with what its plan lets guests use while its menu is open; else the path of its notice. */
export async function openVenue<T extends { id: number; primaryLocale: string; contentLocales: readonly string[] }>(
  store: T,
  locale: string,
): Promise<{ open: false; notice: string } | { open: true; store: T & { features: readonly PlanFeature[] } }> {
  const access = await accessOf(store.id);
  if (!access.open) return { open: false, notice: access.closedBecause === "ended" ? `/${locale}/deterrence?reason=ended` : `/${locale}/deterrence` };
  return { open: true, store: { ...store, contentLocales: planLocales(store, access.translationLocales), features: access.features } };
}

/** The venue's languages as guests are offered them: those its plan serves while the menu is open, all of them on the notice. */
export async function guestLocalesStore<T extends { id: number; primaryLocale: string; contentLocales: readonly string[] }>(store: T): Promise<T> {
  const access = await accessOf(store.id);
  return access.open ? { ...store, contentLocales: planLocales(store, access.translationLocales) } : store;
}
