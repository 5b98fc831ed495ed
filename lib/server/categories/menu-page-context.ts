import "server-only";
import { notFound } from "next/navigation";
import { NotFoundError } from "../context";
import { storeContextForUrl } from "../stores/store-page-context";

/**
 * For the menu admin pages: the actor's context on the store of the URL, its id, and `load`,
 * which turns a NotFoundError (a foreign category) into the not-found screen.
 */
export async function menuPageContext(storeurl: string) {
  const { ctx, store } = await storeContextForUrl(storeurl);
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
