import "server-only";
import { eq } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { StoreScope } from "../tenancy/store-function";

/** The store a menu category belongs to, read without any access check: only for a wrapper to resolve and check. */
export async function unsafeCategoryStoreId(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ storeId: categories.storeId }).from(categories).where(eq(categories.id, id)).limit(1);
  return row?.storeId ?? null;
}

/** Calls on the menu category `input.categoryId`: they act on its store. */
export const CATEGORY_OF_CATEGORY_ID: StoreScope<{ categoryId: number }> = {
  store: (input, db) => unsafeCategoryStoreId(db, input.categoryId),
  access: "store",
};
