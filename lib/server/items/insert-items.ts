import "server-only";
import { and, eq, inArray, max } from "drizzle-orm";
import { items } from "../../db/schema/menu";
import { statementChunks } from "../../db/statement-chunks";
import { NO_DIETARY } from "../../domain/dietary";
import { ITEM_KIND } from "../../domain/menu-sections";
import type { PortionInput } from "../../schemas/items";
import type { StoreContext } from "../context";
import type { CategoryRow } from "../shared/category-chain";
import { queueTranslations } from "../translations/queue-translations";
import { writeItemTexts } from "./write-item-texts";
import { writePortions } from "./write-portions";

export interface NewItem {
  /** the category's chain [category, …, super]: the item goes at its end, its kind by the category's type */
  chain: CategoryRow[];
  item: Pick<typeof items.$inferInsert, "photoId" | "dietary" | "hidden" | "ageRestricted" | "schedule" | "soldOutUntil">;
  /** title and description per language; a language without a title gets no text */
  texts: Partial<Record<string, { title: string; description: string }>>;
  portions: PortionInput[];
}

/**
 * Adds items at the end of their categories, in the list's order, with their texts and portions, and queues their
 * translations; in the transaction `tx`, a few statements for the whole list. Answers their ids in the list's order.
 */
export async function insertItems(tx: StoreContext, list: NewItem[]): Promise<number[]> {
  const { store } = tx;
  if (list.length === 0) return [];
  const categoryIds = [...new Set(list.map((entry) => entry.chain[0]!.id))];
  const last = await tx.db
    .select({ categoryId: items.categoryId, position: max(items.position) })
    .from(items)
    .where(and(inArray(items.categoryId, categoryIds), eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
    .groupBy(items.categoryId);
  const next = new Map(categoryIds.map((id) => [id, (last.find((row) => row.categoryId === id)?.position ?? -1) + 1]));
  const rows = list.map(({ chain, item }) => {
    const category = chain[0]!;
    const position = next.get(category.id)!;
    next.set(category.id, position + 1);
    return { ...item, dietary: item.dietary ?? NO_DIETARY, companyId: store.companyId, storeId: store.id, categoryId: category.id, kind: ITEM_KIND[category.type], position };
  });
  // a new item is told apart by its category and position, whatever order the engine returns the rows in
  const idAt = new Map<string, number>();
  for (const chunk of statementChunks(rows)) {
    const inserted = await tx.db.insert(items).values(chunk).returning({ id: items.id, categoryId: items.categoryId, position: items.position });
    for (const row of inserted) idAt.set(`${row.categoryId}:${row.position}`, row.id);
  }
  const ids = rows.map((row) => idAt.get(`${row.categoryId}:${row.position}`)!);
  await writeItemTexts(tx.db, store, new Map(list.map((entry, index) => [ids[index]!, entry.texts])));
  await queueTranslations(tx.db, tx.clock, store, "Product", ids);
  await writePortions(tx.db, store, new Map(list.map((entry, index) => [ids[index]!, entry.portions])));
  return ids;
}
