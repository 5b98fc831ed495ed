import "server-only";
import { count, eq } from "drizzle-orm";
import { abbreviations } from "../../db/schema/abbreviations";
import { stores } from "../../db/schema/stores";
import { ABBREVIATIONS_MAX, type CreateAbbreviation } from "../../schemas/abbreviations";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { abbreviationSnapshot, guardAbbreviation } from "./abbreviation-rows";

/** Adds an entry to the store's map; a store holds at most ABBREVIATIONS_MAX (the store row is locked while counting). */
export const createAbbreviation = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CreateAbbreviation): Promise<{ id: number }> => {
  const { store } = ctx;
  const now = ctx.clock.now();
  return guardAbbreviation(() =>
    inTransaction(ctx, async (tx) => {
      await tx.db.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).for("update");
      const [held] = await tx.db.select({ entries: count() }).from(abbreviations).where(eq(abbreviations.storeId, store.id));
      if ((held?.entries ?? 0) >= ABBREVIATIONS_MAX) throw new DomainError(`abbreviationsLimit:${ABBREVIATIONS_MAX}`);
      const [row] = await tx.db
        .insert(abbreviations)
        .values({ companyId: store.companyId, storeId: store.id, short: input.short, full: input.full, kind: input.kind, createdAt: now, updatedAt: now })
        .returning();
      await recordStoreAction(tx, store, { event: "create", objectType: "abbreviation", objectId: row!.id, after: abbreviationSnapshot(row!) });
      return { id: row!.id };
    }),
  );
});
