import "server-only";
import { and, eq, isNull, max } from "drizzle-orm";
import { categories, categoryTranslations, items, itemTranslations, portions } from "../../db/schema/menu";
import type { ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import type { CategoryContent, CategoryRow, ItemRow } from "./load-category-content";

export interface TransferTarget {
  companyId: number;
  storeId: number;
  sourceStoreId: number;
}

/** The next free position among a parent's children (or the top level) in the target store. */
export async function endPosition(tx: ServerContext, storeId: number, parentId: number | null): Promise<number> {
  const parent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
  const [row] = await tx.db.select({ position: max(categories.position) }).from(categories).where(and(eq(categories.storeId, storeId), parent));
  return (row?.position ?? -1) + 1;
}

/** Copies one category row with its names (not its children or items) and records the creation. */
export async function copyCategory(tx: ServerContext, target: TransferTarget, source: CategoryRow, placement: { parentId: number | null; position: number }, content: CategoryContent): Promise<number> {
  const { level, type, section, icon, iconUploadId, hidden, ageRestricted, schedule } = source;
  const fields = { parentId: placement.parentId, level, type, section, icon, iconUploadId, hidden, ageRestricted, schedule, position: placement.position };
  const [row] = await tx.db
    .insert(categories)
    .values({ companyId: target.companyId, storeId: target.storeId, ...fields })
    .returning({ id: categories.id });
  const id = row!.id;
  const names = content.names.get(source.id) ?? [];
  if (names.length) {
    await tx.db.insert(categoryTranslations).values(names.map(({ locale, name, status }) => ({ categoryId: id, companyId: target.companyId, locale, name, status })));
  }
  await recordAction(tx.db, tx, {
    companyId: target.companyId,
    storeId: target.storeId,
    event: "create",
    objectType: "category",
    objectId: id,
    after: { ...fields, names: Object.fromEntries(names.map(({ locale, name }) => [locale, name])), copiedFrom: { storeId: target.sourceStoreId, categoryId: source.id } },
  });
  return id;
}

/** Copies one item with its texts and portions into `categoryId` and records the creation. */
export async function copyItem(tx: ServerContext, target: TransferTarget, source: ItemRow, categoryId: number, position: number, content: CategoryContent): Promise<void> {
  const { kind, photoId, hidden, ageRestricted, schedule } = source;
  const fields = { categoryId, kind, photoId, hidden, ageRestricted, schedule, position };
  const [row] = await tx.db.insert(items).values({ companyId: target.companyId, storeId: target.storeId, ...fields }).returning({ id: items.id });
  const itemId = row!.id;
  const texts = content.texts.get(source.id) ?? [];
  const sizes = (content.portions.get(source.id) ?? []).map(({ weight, unit, price }, index) => ({ weight, unit, price, position: index }));
  if (texts.length) {
    await tx.db.insert(itemTranslations).values(texts.map(({ locale, title, description, status }) => ({ itemId, companyId: target.companyId, locale, title, description, status })));
  }
  if (sizes.length) await tx.db.insert(portions).values(sizes.map((portion) => ({ ...portion, itemId, companyId: target.companyId })));
  await recordAction(tx.db, tx, {
    companyId: target.companyId,
    storeId: target.storeId,
    event: "create",
    objectType: "item",
    objectId: itemId,
    after: {
      ...fields,
      texts: Object.fromEntries(texts.map(({ locale, title, description }) => [locale, { title, description }])),
      portions: sizes,
      copiedFrom: { storeId: target.sourceStoreId, itemId: source.id },
    },
  });
}
