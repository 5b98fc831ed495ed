import "server-only";
import { cache } from "react";
import type { PlanFeature } from "../../domain/subscriptions/plan-keys";
import { db } from "../../db/runtime";
import { systemClock } from "../context";
import { guestMenuAccess } from "../subscriptions/guest-menu-access";

/** The store's content languages its plan serves: the primary always, others only where the plan translates into them. */
export const planLocales = (store: { primaryLocale: string; contentLocales: readonly string[] }, translationLocales: readonly string[]) =>
  store.contentLocales.filter((locale) => locale === store.primaryLocale || translationLocales.includes(locale));

/** Once per render: the layout and its metadata both ask. */
const accessOf = cache(async (storeId: number) => guestMenuAccess({ db: await db(), clock: systemClock }, storeId));

type VenueLocales = { id: number; primaryLocale: string; contentLocales: readonly string[] };

/**
 * A venue as its guest pages show it, its access read once: `offered` with the languages guests are offered
 * (those its plan serves while the menu is open, all of them on the notice), and `opened` — the venue with
 * what its plan lets guests use while its menu is open, else the path of its notice.
 */
export async function guestVenue<T extends VenueLocales>(
  store: T,
  locale: string,
): Promise<{ offered: T; opened: { open: false; notice: string } | { open: true; store: T & { features: readonly PlanFeature[] } } }> {
  const access = await accessOf(store.id);
  if (!access.open) return { offered: store, opened: { open: false, notice: access.closedBecause === "ended" ? `/${locale}/deterrence?reason=ended` : `/${locale}/deterrence` } };
  const offered = { ...store, contentLocales: planLocales(store, access.translationLocales) };
  return { offered, opened: { open: true, store: { ...offered, features: access.features } } };
}

/** The venue's languages as guests are offered them: those its plan serves while the menu is open, all of them on the notice. */
export async function guestLocalesStore<T extends VenueLocales>(store: T): Promise<T> {
  const access = await accessOf(store.id);
  return access.open ? { ...store, contentLocales: planLocales(store, access.translationLocales) } : store;
}
