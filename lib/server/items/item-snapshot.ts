import "server-only";
import { and, eq } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import type { ScopedStore } from "../tenancy/scoped-store";
import { NotFoundError } from "../context";
import { loadItemParts } from "./load-item-parts";

/** An item of the store with its texts and portions, as history keeps it; NotFoundError otherwise. */
export async function itemSnapshot(db: Db, store: ScopedStore, itemId: number) {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  const parts = await loadItemParts(db, store, { ids: [row.id] });
  return {
    id: row.id,
    categoryId: row.categoryId,
    kind: row.kind,
    photoId: row.photoId,
    dietary: row.dietary,
    hidden: row.hidden,
    ageRestricted: row.ageRestricted,
    schedule: row.schedule,
    position: row.position,
    version: row.version,
    texts: parts.texts.get(row.id) ?? {},
    portions: parts.portions.get(row.id) ?? [],
  };
}
