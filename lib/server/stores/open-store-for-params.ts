import "server-only";
import { redirect } from "next/navigation";
import { isMenuOpen } from "../../domain/menu-access";
import { storeForParams } from "./store-for-params";

/**
 * The venue of a guest menu page once its menu is published; while it is in its setup period, a redirect
 * to the setup notice. Every menu page, layout and metadata asks first, before any menu data is read,
 * because Next.js renders them in parallel.
 */
export async function openStoreForParams(params: Promise<{ locale: string; site: string }>) {
  const { locale } = await params;
  const store = await storeForParams(params);
  if (!isMenuOpen(store, new Date())) redirect(`/${locale}/deterrence`);
  return store;
}
