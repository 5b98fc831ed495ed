import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { categories } from "../../db/schema/menu";
import type { UpdateCategory } from "../../schemas/categories";
import { DomainError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { assertFresh } from "../optimistic";
import { inTransaction } from "../transaction";
import { assertStoreUpload } from "../shared/assert-store-upload";
import { categoryChain } from "../shared/category-chain";
import { categorySnapshot } from "./category-snapshot";
import { guardSchedule } from "../shared/schedule-guard";
import { writeCategoryNames } from "./write-category-names";
import { queueTranslations } from "../translations/queue-translations";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Saves a category's names, icon, flags and schedule over the version the editor loaded. */
export const updateCategory = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: UpdateCategory): Promise<{ version: number }> => {
  const { store } = ctx;
  return inTransaction(ctx, async (tx) => {
    const [, ...parents] = await categoryChain(tx.db, store, input.categoryId);
    if (!input.names[store.primaryLocale as keyof typeof input.names]?.trim()) {
      throw new DomainError("required", `names.${store.primaryLocale}`);
    }
    const schedule = guardSchedule(input.schedule, parents);
    const before = await categorySnapshot(tx.db, store, input.categoryId);
    if (input.iconUploadId !== before.iconUploadId) await assertStoreUpload(tx.db, store, input.iconUploadId, "icon", "iconUploadId");
    const row = assertFresh(
      await tx.db
        .update(categories)
        .set({
          icon: input.icon,
          iconUploadId: input.iconUploadId,
          hidden: input.hidden,
          ageRestricted: input.ageRestricted,
          schedule,
          version: sql`${categories.version} + 1`,
        })
        .where(
          and(
            eq(categories.id, input.categoryId),
            eq(categories.storeId, store.id),
            eq(categories.companyId, store.companyId),
            eq(categories.version, input.version),
          ),
        )
        .returning({ version: categories.version }),
    );
    await writeCategoryNames(tx.db, store, input.categoryId, input.names);
    const after = await categorySnapshot(tx.db, store, input.categoryId);
    await queueTranslations(tx.db, ctx.clock, store, "Category", input.categoryId);
    await recordStoreAction(tx, store, { event: "update", objectType: "category", objectId: input.categoryId, before, after });
    return { version: row.version };
  });
});
