import "server-only";
import { items } from "../../db/schema/menu";
import { NO_DIETARY } from "../../domain/dietary";
import { ITEM_KIND } from "../../domain/menu-sections";
import type { PortionInput } from "../../schemas/items";
import type { StoreContext } from "../context";
import type { CategoryRow } from "../shared/category-chain";
import { queueTranslations } from "../translations/queue-translations";
import { nextItemPosition } from "./next-item-position";
import { writeItemTexts } from "./write-item-texts";
import { writePortions } from "./write-portions";

type NewItem = Pick<typeof items.$inferInsert, "photoId" | "dietary" | "hidden" | "ageRestricted" | "schedule" | "soldOutUntil">;

/**
 * Adds an item at the end of the category `chain` starts with (its kind by the category's type), with its texts
 * per language and its portions, and queues its translations; in the transaction `tx`.
 */
export async function insertItem(
  tx: StoreContext,
  chain: CategoryRow[],
  item: NewItem,
  texts: Partial<Record<string, { title: string; description: string }>>,
  portions: PortionInput[],
): Promise<number> {
  const { store } = tx;
  const category = chain[0]!;
  const [row] = await tx.db
    .insert(items)
    .values({
      ...item,
      dietary: item.dietary ?? NO_DIETARY,
      companyId: store.companyId,
      storeId: store.id,
      categoryId: category.id,
      kind: ITEM_KIND[category.type],
      position: await nextItemPosition(tx.db, store, category.id),
    })
    .returning({ id: items.id });
  await writeItemTexts(tx.db, store, row!.id, texts);
  await queueTranslations(tx.db, tx.clock, store, "Product", row!.id);
  await writePortions(tx.db, store, row!.id, portions);
  return row!.id;
}
