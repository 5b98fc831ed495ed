import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { db } from "../../db/runtime";
import { getActor } from "../auth/actor";
import { NotFoundError, serverContext, type StoreContext } from "../context";
import { resolveStoreByUrlKey, type StoreAccess } from "../tenancy/scoped-store";
import { storeUrlKey } from "./store-url-key";

const contextForUrl = cache(async (storeurl: string, access: StoreAccess) => {
  const urlKey = storeUrlKey(storeurl);
  const actor = await getActor();
  if (!actor || urlKey === null) notFound();
  const database = await db();
  const store = await resolveStoreByUrlKey(database, actor, urlKey, access).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const ctx: StoreContext = { ...serverContext(database, actor), store };
  return { ctx, store };
});

/**
 * The store of an admin page's URL with the actor's context on it; a store the actor may not enter is the not-found
 * screen. Resolved once per server render: the admin layout and its page share it.
 */
export function storeContextForUrl(storeurl: string, access: StoreAccess = "store") {
  return contextForUrl(storeurl, access);
}

/** For admin pages of one store: the actor's context on the store of the URL, or the not-found screen. */
export async function storePageContext(params: Promise<{ locale: string; storeurl: string }>) {
  const { locale, storeurl } = await params;
  const { ctx, store } = await storeContextForUrl(storeurl);
  return { ctx, store, locale, base: `/${locale}/${store.urlKey}/admin-panel` };
}
