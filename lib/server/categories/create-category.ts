import "server-only";
import { categories } from "../../db/schema/menu";
import type { CreateCategory } from "../../schemas/categories";
import { DomainError, NotFoundError, type StoreContext } from "../context";
import { recordStoreAction } from "../history/record-action";
import { inTransaction } from "../transaction";
import { assertStoreUpload } from "../shared/assert-store-upload";
import { categoryChain } from "../shared/category-chain";
import { categorySnapshot } from "./category-snapshot";
import { ensureSuperCategory } from "./ensure-super-category";
import { nextCategoryPosition } from "./next-position";
import { guardSchedule } from "../shared/schedule-guard";
import { sectionOfChain } from "./section-of-chain";
import { writeCategoryNames } from "./write-category-names";
import { queueTranslations } from "../translations/queue-translations";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** Adds a category to a section (no parent) or a subcategory under one of its categories. */
export const createCategory = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: CreateCategory): Promise<{ id: number }> => {
  const { store } = ctx;
  if (!input.names[store.primaryLocale as keyof typeof input.names]?.trim()) {
    throw new DomainError("required", `names.${store.primaryLocale}`);
  }
  return inTransaction(ctx, async (tx) => {
    const parents = input.parentId === null ? [await ensureSuperCategory(tx, store, input.section)] : await categoryChain(tx.db, store, input.parentId);
    const parent = parents[0]!;
    if (sectionOfChain(parents) !== input.section) throw new NotFoundError();
    if (parent.level === "sub") throw new DomainError("invalidValue", "parentId");
    const schedule = guardSchedule(input.schedule, parents);
    await assertStoreUpload(tx.db, store, input.iconUploadId, "icon", "iconUploadId");
    const [row] = await tx.db
      .insert(categories)
      .values({
        companyId: store.companyId,
        storeId: store.id,
        parentId: parent.id,
        level: parent.level === "super" ? "category" : "sub",
        type: parent.type,
        icon: input.icon,
        iconUploadId: input.iconUploadId,
        hidden: input.hidden,
        ageRestricted: input.ageRestricted,
        schedule,
        position: await nextCategoryPosition(tx.db, store, parent.id),
      })
      .returning({ id: categories.id });
    await writeCategoryNames(tx.db, store, row!.id, input.names);
    const after = await categorySnapshot(tx.db, store, row!.id);
    await queueTranslations(tx.db, ctx.clock, store, "Category", row!.id);
    await recordStoreAction(tx, store, { event: "create", objectType: "category", objectId: row!.id, after });
    return { id: row!.id };
  });
});
