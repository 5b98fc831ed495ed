import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { statementChunks } from "../../db/statement-chunks";
import { normalizeDecimal } from "../../domain/portion-rules";
import type { PortionInput } from "../../schemas/items";
import type { ScopedStore } from "../tenancy/scoped-store";
import { DomainError } from "../context";

/**
 * Makes each item's portions exactly its list, in its order (`lists`: item id → list): kept ids are updated, others
 * added or removed; a few statements per thousand items.
 */
export async function writePortions(db: Db, store: ScopedStore, lists: ReadonlyMap<number, PortionInput[]>) {
  for (const round of statementChunks([...lists])) {
    const itemIds = round.map(([itemId]) => itemId);
    const ofItems = and(inArray(portions.itemId, itemIds), eq(portions.companyId, store.companyId));
    const existing = new Map((await db.select({ id: portions.id, itemId: portions.itemId }).from(portions).where(ofItems)).map((row) => [row.id, row.itemId]));
    for (const [itemId, list] of round) {
      list.forEach((portion, index) => {
        if (portion.id !== undefined && existing.get(portion.id) !== itemId) throw new DomainError("invalidValue", `portions.${index}.price`);
      });
    }
    const values = (portion: PortionInput, position: number) => ({
      weight: normalizeDecimal(portion.weight),
      unit: portion.unit,
      price: normalizeDecimal(portion.price),
      position,
    });
    const kept = round.flatMap(([, list]) => list.flatMap((portion, position) => (portion.id === undefined ? [] : [{ id: portion.id, ...values(portion, position) }])));
    if (kept.length < existing.size) {
      await db.delete(portions).where(kept.length ? and(ofItems, notInArray(portions.id, kept.map((portion) => portion.id))) : ofItems);
    }
    for (const chunk of statementChunks(kept)) {
      const rows = sql.join(
        chunk.map((portion) => sql`(${portion.id}::integer, ${portion.weight}::numeric, ${portion.unit}::weight_unit, ${portion.price}::numeric, ${portion.position}::integer)`),
        sql`, `,
      );
      await db
        .update(portions)
        .set({ weight: sql`v.weight`, unit: sql`v.unit`, price: sql`v.price`, position: sql`v.position` })
        .from(sql`(values ${rows}) as v(id, weight, unit, price, position)`)
        .where(and(sql`${portions.id} = v.id`, ofItems));
    }
    const added = round.flatMap(([itemId, list]) =>
      list.flatMap((portion, position) => (portion.id === undefined ? [{ ...values(portion, position), itemId, companyId: store.companyId }] : [])),
    );
    for (const chunk of statementChunks(added)) await db.insert(portions).values(chunk);
  }
}
