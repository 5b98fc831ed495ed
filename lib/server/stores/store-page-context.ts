import { notFound } from "next/navigation";
import { db } from "../../db/runtime";
import { canAccessStore } from "../../domain/permissions";
import { getActor } from "../auth/actor";
import type { ServerContext } from "../context";
import { storeByUrlKey } from "./find-store-by-url-key";

/** For admin pages of one store: the actor's context and the store of the URL, or the not-found screen. */
export async function storePageContext(params: Promise<{ locale: string; storeurl: string }>) {
  const { locale, storeurl } = await params;
  const [actor, store] = await Promise.all([getActor(), storeByUrlKey(storeurl)]);
  if (!actor || !store || !canAccessStore(actor, store)) notFound();
  const ctx: ServerContext = { db: await db(), actor, now: new Date() };
  return { ctx, store, locale, base: `/${locale}/${store.urlKey}/admin-panel` };
}
