import "server-only";
import { notFound } from "next/navigation";
import { siteFromParam } from "../../sites/resolve-site";
import { storeForSite } from "./find-store-by-site";

export async function findStoreForParams(params: Promise<{ site: string }>) {
  const { site } = await params;
  return storeForSite(siteFromParam(site));
}

/** The venue of a menu-site route, or the not-found screen (catch-non-exist-menu). */
export async function storeForParams(params: Promise<{ site: string }>) {
  const store = await findStoreForParams(params);
  if (!store) notFound();
  return store;
}
