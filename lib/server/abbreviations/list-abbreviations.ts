import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { abbreviations } from "../../db/schema/abbreviations";
import type { StoreContext } from "../context";
import { STORE_OF_ID, storeFunction } from "../tenancy/store-function";

export type AbbreviationRow = Awaited<ReturnType<typeof listAbbreviations>>[number];

/** The store's abbreviation map in alphabetical order. */
export const listAbbreviations = storeFunction(STORE_OF_ID, async (ctx: StoreContext) =>
  ctx.db
    .select({ id: abbreviations.id, short: abbreviations.short, full: abbreviations.full, kind: abbreviations.kind, version: abbreviations.version })
    .from(abbreviations)
    .where(and(eq(abbreviations.storeId, ctx.store.id), eq(abbreviations.companyId, ctx.store.companyId)))
    .orderBy(asc(sql`lower(${abbreviations.short})`), asc(abbreviations.id)),
);
