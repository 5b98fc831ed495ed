import { and, asc, eq, type SQL } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import type { ServerContext } from "../context";

export interface AccessibleStore {
  urlKey: string;
  name: string;
  companyId: number;
  companyName: string;
}

const LIMIT = 1000;

/** The stores whose admin panel the actor may enter (SPEC §5-6), by company name and store name. */
export async function listAccessibleStores(ctx: ServerContext): Promise<AccessibleStore[]> {
  const { actor } = ctx;
  let scope: SQL | undefined;
  if (actor.role === "company_manager" && actor.companyId !== null) scope = eq(stores.companyId, actor.companyId);
  else if (actor.role === "store_manager" && actor.companyId !== null && actor.storeId !== null) {
    scope = and(eq(stores.companyId, actor.companyId), eq(stores.id, actor.storeId));
  } else if (actor.role !== "administrator") return [];
  return ctx.db
    .select({ urlKey: stores.urlKey, name: stores.name, companyId: companies.id, companyName: companies.name })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .where(scope)
    .orderBy(asc(companies.name), asc(companies.id), asc(stores.name), asc(stores.id))
    .limit(LIMIT);
}
