import { notFound } from "next/navigation";
import { db } from "../../db/runtime";
import { getActor } from "../auth/actor";
import { NotFoundError, type ServerContext } from "../context";
import { storeByUrlKey } from "../stores/find-store-by-url-key";

/**
 * For the menu admin pages under the admin layout (which already checked access): the actor's
 * context, the store id and `load`, which turns a NotFoundError into the not-found screen.
 */
export async function menuPageContext(storeurl: string) {
  const actor = await getActor();
  const store = await storeByUrlKey(storeurl);
  if (!actor || !store) notFound();
  const ctx: ServerContext = { db: await db(), actor, now: new Date() };
  const load = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (error) {
      if (error instanceof NotFoundError) notFound();
      throw error;
    }
  };
  return { ctx, storeId: store.id, load };
}
