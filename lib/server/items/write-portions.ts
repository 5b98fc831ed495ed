import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { portions } from "../../db/schema/menu";
import type { Db } from "../../db/types";
import { normalizeDecimal } from "../../domain/portion-rules";
import type { PortionInput } from "../../schemas/items";
import type { ScopedStore } from "../tenancy/scoped-store";
import { DomainError } from "../context";

/** Makes an item's portions exactly `list`, in its order: kept ids are updated, others added or removed. */
export async function writePortions(db: Db, store: ScopedStore, itemId: number, list: PortionInput[]) {
  const ofItem = and(eq(portions.itemId, itemId), eq(portions.companyId, store.companyId));
  const existing = new Set((await db.select({ id: portions.id }).from(portions).where(ofItem)).map((row) => row.id));
  list.forEach((portion, index) => {
    if (portion.id !== undefined && !existing.has(portion.id)) throw new DomainError("invalidValue", `portions.${index}.price`);
  });
  const kept = list.flatMap((portion) => (portion.id === undefined ? [] : [portion.id]));
  if (kept.length < existing.size) {
    await db.delete(portions).where(kept.length ? and(ofItem, notInArray(portions.id, kept)) : ofItem);
  }
  const values = (portion: PortionInput, position: number) => ({
    weight: normalizeDecimal(portion.weight),
    unit: portion.unit,
    price: normalizeDecimal(portion.price),
    position,
  });
  for (const [position, portion] of list.entries()) {
    if (portion.id !== undefined) {
      await db.update(portions).set(values(portion, position)).where(and(ofItem, inArray(portions.id, [portion.id])));
    }
  }
  const added = list.flatMap((portion, position) =>
    portion.id === undefined ? [{ ...values(portion, position), itemId, companyId: store.companyId }] : [],
  );
  if (added.length > 0) await db.insert(portions).values(added);
}
