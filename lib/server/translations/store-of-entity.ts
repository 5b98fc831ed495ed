import "server-only";
import { and, eq } from "drizzle-orm";
import type { items } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { TranslatableType } from "../../domain/translations/entity-status";
import { NotFoundError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";
import type { StoreScope } from "../tenancy/store-function";
import { TRANSLATABLE_TABLES } from "./translatable-tables";

/** The entity table of a translatable type, typed alike (every one is store-owned and versioned). */
export const entityOf = (type: TranslatableType) => TRANSLATABLE_TABLES[type].entity as typeof items;

/** The store of the product, category or promotion the input names (unscoped: the wrapper checks access to it). */
export const STORE_OF_ENTITY: StoreScope<{ type: TranslatableType; id: number }> = {
  store: async (input, db: Db) => {
    const entity = entityOf(input.type);
    const [row] = await db.select({ storeId: entity.storeId }).from(entity).where(eq(entity.id, input.id)).limit(1);
    return row?.storeId ?? null;
  },
  access: "store",
};

/** Makes sure the product, category or promotion `id` belongs to `store`; NotFoundError otherwise. */
export async function entityInStore(db: Db, store: Pick<ScopedStore, "id" | "companyId">, type: TranslatableType, id: number): Promise<void> {
  const entity = entityOf(type);
  const [row] = await db
    .select({ id: entity.id })
    .from(entity)
    .where(and(eq(entity.id, id), eq(entity.storeId, store.id), eq(entity.companyId, store.companyId)));
  if (!row) throw new NotFoundError();
}
