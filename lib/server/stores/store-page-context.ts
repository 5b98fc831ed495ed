import "server-only";
import { notFound } from "next/navigation";
import { db } from "../../db/runtime";
import { getActor } from "../auth/actor";
import { NotFoundError, serverContext, type StoreContext } from "../context";
import { resolveStore, type StoreAccess } from "../tenancy/scoped-store";
import { storeByUrlKey } from "./find-store-by-url-key";

/** The store of an admin page's URL with the actor's context on it; a store the actor may not enter is the not-found screen. */
export async function storeContextForUrl(storeurl: string, access: StoreAccess = "store") {
  const [actor, store] = await Promise.all([getActor(), storeByUrlKey(storeurl)]);
  if (!actor || !store) notFound();
  const database = await db();
  const scoped = await resolveStore(database, actor, store.id, access).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const ctx: StoreContext = { ...serverContext(database, actor), store: scoped };
  return { ctx, store };
}

/** For admin pages of one store: the actor's context on the store of the URL, or the not-found screen. */
export async function storePageContext(params: Promise<{ locale: string; storeurl: string }>) {
  const { locale, storeurl } = await params;
  const { ctx, store } = await storeContextForUrl(storeurl);
  return { ctx, store, locale, base: `/${locale}/${store.urlKey}/admin-panel` };
}
