import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { items, portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { statementChunks } from "../../db/statement-chunks";
import type { SoldOutPlan } from "../../import/import-plan";
import { NotFoundError } from "../context";
import type { ScopedStore } from "../tenancy/scoped-store";

/**
 * Marks each item (`plans`: item id → its marks) sold out until `until`, or available with each listed portion sold
 * out until then or available; a statement per thousand items and one per thousand portions.
 */
export async function writeSoldOut(db: Db, store: ScopedStore, plans: ReadonlyMap<number, SoldOutPlan>, until: Date): Promise<void> {
  const marks = [...plans];
  const untilSql = sql`${until.toISOString()}::timestamptz`;
  for (const chunk of statementChunks(marks)) {
    const rows = sql.join(chunk.map(([itemId, plan]) => sql`(${itemId}::integer, ${plan.item}::boolean)`), sql`, `);
    const updated = await db
      .update(items)
      .set({ soldOutUntil: sql`case when v.sold then ${untilSql} end` })
      .from(sql`(values ${rows}) as v(id, sold)`)
      .where(and(sql`${items.id} = v.id`, eq(items.storeId, store.id), eq(items.companyId, store.companyId)))
      .returning({ id: items.id });
    if (updated.length !== chunk.length) throw new NotFoundError();
  }
  const portionMarks = marks.flatMap(([itemId, plan]) => plan.portions.map(([portionId, soldOut]) => ({ itemId, portionId, soldOut })));
  for (const chunk of statementChunks(portionMarks)) {
    const rows = sql.join(
      chunk.map((mark) => sql`(${mark.portionId}::integer, ${mark.itemId}::integer, ${mark.soldOut}::boolean)`),
      sql`, `,
    );
    await db
      .update(portions)
      .set({ soldOutUntil: sql`case when v.sold then ${untilSql} end` })
      .from(sql`(values ${rows}) as v(id, item_id, sold)`)
      .where(and(sql`${portions.id} = v.id`, sql`${portions.itemId} = v.item_id`, eq(portions.companyId, store.companyId)));
  }
}
