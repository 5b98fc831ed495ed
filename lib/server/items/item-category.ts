import "server-only";
import { categoryChain, type CategoryRow } from "../shared/category-chain";
import type { ScopedStore } from "../tenancy/scoped-store";
import type { Db } from "../../db/types";
import { NotFoundError } from "../context";

/** The chain [category, …, super] of a category that can hold items (not a super-category). */
export async function itemCategoryChain(db: Db, store: ScopedStore, categoryId: number): Promise<CategoryRow[]> {
  const chain = await categoryChain(db, store, categoryId);
  if (chain[0]!.level === "super") throw new NotFoundError();
  return chain;
}
