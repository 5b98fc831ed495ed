import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import type { CurrentMenu, ImportPlan } from "../../import/import-plan";
import { NotFoundError, type StoreContext } from "../context";
import { insertItem } from "../items/insert-item";
import { itemCategoryChain } from "../items/item-category";
import { loadItemParts } from "../items/load-item-parts";
import { writeItemTexts } from "../items/write-item-texts";
import { storeNextOpening } from "../items/store-next-opening";
import { writePortions } from "../items/write-portions";
import { queueTranslations } from "../translations/queue-translations";
import { writeSoldOut } from "./write-sold-out";

/**
 * Writes a checked import plan in the transaction `tx` along the item forms' write path (texts,
 * portions, texts in other languages as the owner's own, translations queued for changed texts, sold-out marks until the next opening as the admin's switch sets
 * them); the file's texts are in `locale`; `progress` is told the share of the changes written after each item. Returns how many items it deleted.
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
  let until: Date | undefined;
  const nextOpening = async () => (until ??= await storeNextOpening(tx.db, store, tx.clock.now()));
  for (const change of plan.update) {
    const { itemId, soldOut, ...content } = change;
    if (Object.keys(content).length > 0) {
      const [row] = await tx.db
        .update(items)
        .set({
          ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
          ...(change.ageRestricted === undefined ? {} : { ageRestricted: change.ageRestricted }),
          ...(change.dietary === undefined ? {} : { dietary: change.dietary }),
          version: sql`${items.version} + 1`,
        })
        .where(and(eq(items.id, itemId), ofStore))
        .returning({ id: items.id });
      if (!row) throw new NotFoundError();
    }
    if (change.title !== undefined || change.description !== undefined || change.translations) {
      const texts: Partial<Record<string, { title: string; description: string }>> = { ...(await loadItemParts(tx.db, store, { ids: [itemId] })).texts.get(itemId) };
      const shown = menu.items.get(itemId)?.rows[0]?.title;
      const own = change.title === undefined && change.description === undefined ? {} : { [locale]: { title: change.title ?? texts[locale]?.title ?? String(shown ?? ""), description: change.description } };
      const edits = { ...change.translations, ...own };
      for (const [language, edit] of Object.entries(edits)) {
        texts[language] = { title: edit.title ?? texts[language]?.title ?? "", description: edit.description ?? texts[language]?.description ?? "" };
      }
      await writeItemTexts(tx.db, store, itemId, texts);
      await queueTranslations(tx.db, tx.clock, store, "Product", itemId);
    }
    if (change.portions) await writePortions(tx.db, store, itemId, change.portions);
    // a sold-out mark is not a content edit: the item's version stays, as with the admin's switch
    if (soldOut) await writeSoldOut(tx.db, store, itemId, soldOut, await nextOpening());
    wrote();
  }
  for (const created of plan.create) {
    const chain = await itemCategoryChain(tx.db, store, created.categoryId);
    const translations = Object.fromEntries(Object.entries(created.translations).map(([language, text]) => [language, { title: text.title ?? "", description: text.description ?? "" }]));
    await insertItem(
      tx,
      chain,
      { hidden: created.hidden, ageRestricted: created.ageRestricted, dietary: created.dietary, soldOutUntil: created.soldOut ? await nextOpening() : null },
      { ...translations, [locale]: { title: created.title, description: created.description } },
      created.portions,
    );
    wrote();
  }
  const gone = deleteMissing ? plan.missing.flatMap((entry) => (entry.portionId === null ? [entry.itemId] : [])) : [];
  if (gone.length === 0) return 0;
  const deleted = await tx.db.delete(items).where(and(ofStore, inArray(items.id, gone))).returning({ id: items.id });
  return deleted.length;
}
