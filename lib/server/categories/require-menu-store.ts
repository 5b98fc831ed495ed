import { and, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { NotFoundError, type ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

export interface MenuStore {
  id: number;
  companyId: number;
  urlKey: string;
  currency: "USD" | "BYN";
  timezone: string;
  primaryLocale: string;
  /** the store's content languages, primary first */
  contentLocales: string[];
}

/** The store whose menu the actor edits, with its content languages; NotFoundError when not theirs. */
export async function requireMenuStore(ctx: ServerContext, storeId: number): Promise<MenuStore> {
  const store = await requireStoreAccess(ctx, storeId);
  const [row] = await ctx.db
    .select({ primaryLocale: stores.primaryLocale, contentLocales: stores.contentLocales })
    .from(stores)
    .where(and(eq(stores.id, store.id), eq(stores.companyId, store.companyId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  const contentLocales = [row.primaryLocale, ...row.contentLocales.filter((locale) => locale !== row.primaryLocale)];
  return { ...store, primaryLocale: row.primaryLocale, contentLocales };
}
