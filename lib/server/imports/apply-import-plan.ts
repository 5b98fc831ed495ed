import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import { statementChunks } from "../../db/statement-chunks";
import type { CurrentMenu, ImportPlan, ItemUpdate } from "../../import/import-plan";
import { NotFoundError, type StoreContext } from "../context";
import { insertItems, type NewItem } from "../items/insert-items";
import { itemCategoryChain } from "../items/item-category";
import { loadItemParts } from "../items/load-item-parts";
import { writeItemTexts } from "../items/write-item-texts";
import { storeNextOpening } from "../items/store-next-opening";
import { writePortions } from "../items/write-portions";
import type { CategoryRow } from "../shared/category-chain";
import { queueTranslations } from "../translations/queue-translations";
import { writeSoldOut } from "./write-sold-out";

/** New items written per batch, the progress told after each. */
const CREATE_BATCH = 500;

/**
 * Writes a checked import plan in the transaction `tx` along the item forms' write path (texts,
 * portions, texts in other languages as the owner's own, translations queued for changed texts, sold-out marks until the next opening as the admin's switch sets
 * them), new items in batches; the file's texts are in `locale`; `progress` is told the share of the changes written as they are. Returns how many items it deleted.
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
  const wrote = (count: number) => progress?.((written += count) / changes);
  const ofStore = and(eq(items.storeId, store.id), eq(items.companyId, store.companyId));
  let until: Date | undefined;
  const nextOpening = async () => (until ??= await storeNextOpening(tx.db, store, tx.clock.now()));
  await updateItemRows(tx, plan.update);
  await writePortions(tx.db, store, new Map(plan.update.flatMap((change) => (change.portions ? [[change.itemId, change.portions]] : []))));
  const retitled = plan.update.filter((change) => change.title !== undefined || change.description !== undefined || change.translations);
  const stored = (await loadItemParts(tx.db, store, { ids: retitled.map((change) => change.itemId) })).texts;
  const edited = new Map<number, Partial<Record<string, { title: string; description: string }>>>();
  for (const change of retitled) {
    const texts: Partial<Record<string, { title: string; description: string }>> = { ...stored.get(change.itemId) };
    const shown = menu.items.get(change.itemId)?.rows[0]?.title;
    const own = change.title === undefined && change.description === undefined ? {} : { [locale]: { title: change.title ?? texts[locale]?.title ?? String(shown ?? ""), description: change.description } };
    const edits = { ...change.translations, ...own };
    for (const [language, edit] of Object.entries(edits)) {
      texts[language] = { title: edit.title ?? texts[language]?.title ?? "", description: edit.description ?? texts[language]?.description ?? "" };
    }
    edited.set(change.itemId, texts);
  }
  await writeItemTexts(tx.db, store, edited);
  const marked = new Map(plan.update.flatMap((change) => (change.soldOut ? [[change.itemId, change.soldOut]] : [])));
  // a sold-out mark is not a content edit: the item's version stays, as with the admin's switch
  if (marked.size > 0) await writeSoldOut(tx.db, store, marked, await nextOpening());
  if (plan.update.length > 0) wrote(plan.update.length);
  await queueTranslations(tx.db, tx.clock, store, "Product", retitled.map((change) => change.itemId));
  const chains = new Map<number, CategoryRow[]>();
  for (const categoryId of new Set(plan.create.map((created) => created.categoryId))) chains.set(categoryId, await itemCategoryChain(tx.db, store, categoryId));
  const soldOutUntil = plan.create.some((created) => created.soldOut) ? await nextOpening() : null;
  for (let start = 0; start < plan.create.length; start += CREATE_BATCH) {
    const batch = plan.create.slice(start, start + CREATE_BATCH).map((created): NewItem => {
      const translations = Object.fromEntries(Object.entries(created.translations).map(([language, text]) => [language, { title: text.title ?? "", description: text.description ?? "" }]));
      return {
        chain: chains.get(created.categoryId)!,
        item: { hidden: created.hidden, ageRestricted: created.ageRestricted, dietary: created.dietary, soldOutUntil: created.soldOut ? soldOutUntil : null },
        texts: { ...translations, [locale]: { title: created.title, description: created.description } },
        portions: created.portions,
      };
    });
    await insertItems(tx, batch);
    wrote(batch.length);
  }
  const gone = deleteMissing ? plan.missing.flatMap((entry) => (entry.portionId === null ? [entry.itemId] : [])) : [];
  if (gone.length === 0) return 0;
  const deleted = await tx.db.delete(items).where(and(ofStore, inArray(items.id, gone))).returning({ id: items.id });
  return deleted.length;
}

/** Sets the changed visibility, age mark and dietary marks of the plan's items, a new version each, a statement per thousand items. */
async function updateItemRows(tx: StoreContext, updates: ItemUpdate[]): Promise<void> {
  const { store } = tx;
  // a sold-out mark alone is not a content edit
  const changed = updates.filter((change) => Object.keys(change).some((key) => key !== "itemId" && key !== "soldOut"));
  for (const chunk of statementChunks(changed)) {
    const values = sql.join(
      chunk.map((change) => sql`(${change.itemId}::integer, ${change.hidden ?? null}::boolean, ${change.ageRestricted ?? null}::boolean, ${change.dietary === undefined ? null : JSON.stringify(change.dietary)}::jsonb)`),
      sql`, `,
    );
    const updated = await tx.db
      .update(items)
      .set({
        hidden: sql`coalesce(v.hidden, ${items.hidden})`,
        ageRestricted: sql`coalesce(v.age_restricted, ${items.ageRestricted})`,
        dietary: sql`coalesce(v.dietary, ${items.dietary})`,
        version: sql`${items.version} + 1`,
      })
      .from(sql`(values ${values}) as v(id, hidden, age_restricted, dietary)`)
      .where(and(sql`${items.id} = v.id`, eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
      .returning({ id: items.id });
    if (updated.length !== chunk.length) throw new NotFoundError();
  }
}
