import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import { ITEM_KIND } from "../../domain/menu-sections";
import type { CurrentMenu, ImportPlan } from "../../import/import-plan";
import { NotFoundError, type StoreContext } from "../context";
import { itemCategoryChain } from "../items/item-category";
import { loadItemParts } from "../items/load-item-parts";
import { nextItemPosition } from "../items/next-item-position";
import { writeItemTexts } from "../items/write-item-texts";
import { writePortions } from "../items/write-portions";
import { queueTranslations } from "../translations/queue-translations";

/**
 * Writes a checked import plan in the transaction `tx` along the item forms' write path (texts,
 * portions, translations queued for changed texts); the file's texts are in `locale`; `progress` is told the share
 * of the changes written after each item. Returns how many items it deleted.
 */
export async function applyImportPlan(
  tx: StoreContext,
  plan: ImportPlan,
  menu: CurrentMenu,
  locale: string,
  deleteMissing: boolean,
  progress?: (share: number) => void,
): Promise<number> {
  const { store } = tx;
  const changes = plan.update.length + plan.create.length;
  let written = 0;
  const wrote = () => progress?.(++written / changes);
  const ofStore = and(eq(items.storeId, store.id), eq(items.companyId, store.companyId));
  for (const change of plan.update) {
    const [row] = await tx.db
      .update(items)
      .set({
        ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
        ...(change.ageRestricted === undefined ? {} : { ageRestricted: change.ageRestricted }),
        ...(change.dietary === undefined ? {} : { dietary: change.dietary }),
        version: sql`${items.version} + 1`,
      })
      .where(and(eq(items.id, change.itemId), ofStore))
      .returning({ id: items.id });
    if (!row) throw new NotFoundError();
    if (change.title !== undefined || change.description !== undefined) {
      const texts = { ...(await loadItemParts(tx.db, store, { ids: [row.id] })).texts.get(row.id) };
      const own = texts[locale as keyof typeof texts];
      const shown = menu.items.get(row.id)?.rows[0]?.title;
      texts[locale as keyof typeof texts] = {
        title: change.title ?? own?.title ?? String(shown ?? ""),
        description: change.description ?? own?.description ?? "",
      };
      await writeItemTexts(tx.db, store, row.id, texts);
      await queueTranslations(tx.db, tx.clock, store, "Product", row.id);
    }
    if (change.portions) await writePortions(tx.db, store, row.id, change.portions);
    wrote();
  }
  for (const created of plan.create) {
    const chain = await itemCategoryChain(tx.db, store, created.categoryId);
    const [row] = await tx.db
      .insert(items)
      .values({
        companyId: store.companyId,
        storeId: store.id,
        categoryId: chain[0]!.id,
        kind: ITEM_KIND[chain[0]!.type],
        hidden: created.hidden,
        ageRestricted: created.ageRestricted,
        dietary: created.dietary,
        position: await nextItemPosition(tx.db, store, chain[0]!.id),
      })
      .returning({ id: items.id });
    await writeItemTexts(tx.db, store, row!.id, { [locale]: { title: created.title, description: created.description } });
    await queueTranslations(tx.db, tx.clock, store, "Product", row!.id);
    await writePortions(tx.db, store, row!.id, created.portions);
    wrote();
  }
  const gone = deleteMissing ? plan.missing.flatMap((entry) => (entry.portionId === null ? [entry.itemId] : [])) : [];
  if (gone.length === 0) return 0;
  const deleted = await tx.db.delete(items).where(and(ofStore, inArray(items.id, gone))).returning({ id: items.id });
  return deleted.length;
}
