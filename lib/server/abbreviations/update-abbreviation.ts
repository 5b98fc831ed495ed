import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { abbreviations } from "../../db/schema/abbreviations";
import type { UpdateAbbreviation } from "../../schemas/abbreviations";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { storeFunction } from "../tenancy/store-function";
import { ABBREVIATION_OF_INPUT, abbreviationRows, abbreviationSnapshot, guardAbbreviation } from "./abbreviation-rows";

/** Changes an entry of the map, if nobody saved it since `version`. */
export const updateAbbreviation = storeFunction(ABBREVIATION_OF_INPUT, async (ctx: StoreContext, input: UpdateAbbreviation): Promise<{ version: number }> => {
  const { store } = ctx;
  const before = await abbreviationRows.require(ctx, input.id);
  return guardAbbreviation(() =>
    inTransaction(ctx, async (tx) => {
      const row = assertFresh(
        await tx.db
          .update(abbreviations)
          .set({ short: input.short, full: input.full, kind: input.kind, version: sql`${abbreviations.version} + 1`, updatedAt: ctx.clock.now() })
          .where(and(eq(abbreviations.id, before.id), eq(abbreviations.version, input.version)))
          .returning(),
      );
      await recordStoreAction(tx, store, { event: "update", objectType: "abbreviation", objectId: before.id, before: abbreviationSnapshot(before), after: abbreviationSnapshot(row) });
      return { version: row.version };
    }),
  );
});
