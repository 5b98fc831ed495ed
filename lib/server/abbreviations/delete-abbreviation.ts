import "server-only";
import { and, eq } from "drizzle-orm";
import { abbreviations } from "../../db/schema/abbreviations";
import type { AbbreviationTarget } from "../../schemas/abbreviations";
import type { StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { storeFunction } from "../tenancy/store-function";
import { ABBREVIATION_OF_INPUT, abbreviationRows, abbreviationSnapshot } from "./abbreviation-rows";

/** Removes an entry from the map; texts already translated keep their translations. */
export const deleteAbbreviation = storeFunction(ABBREVIATION_OF_INPUT, async (ctx: StoreContext, input: AbbreviationTarget): Promise<{ id: number }> => {
  const { store } = ctx;
  const before = await abbreviationRows.require(ctx, input.id);
  return inTransaction(ctx, async (tx) => {
    assertFresh(
      await tx.db
        .delete(abbreviations)
        .where(and(eq(abbreviations.id, before.id), eq(abbreviations.version, input.version)))
        .returning({ id: abbreviations.id }),
    );
    await recordStoreAction(tx, store, { event: "destroy", objectType: "abbreviation", objectId: before.id, before: abbreviationSnapshot(before) });
    return { id: before.id };
  });
});
