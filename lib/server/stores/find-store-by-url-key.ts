import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { db } from "../../db/runtime";
import { stores } from "../../db/schema/stores";

export const STORE_URL_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

export const storeByUrlKey = cache(async (urlKey: string) => {
  if (!STORE_URL_PATTERN.test(urlKey)) return null;
  const [row] = await (await db())
    .select({ id: stores.id, companyId: stores.companyId, urlKey: stores.urlKey, name: stores.name })
    .from(stores)
    .where(eq(stores.urlKey, urlKey.toLowerCase()))
    .limit(1);
  return row ?? null;
});
