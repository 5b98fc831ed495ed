import "server-only";
import { asc, eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { stores } from "../../db/schema/stores";
import type { ServerContext } from "../context";
import { actorScope } from "../tenancy/actor-scope";

export interface AccessibleStore {
  urlKey: string;
  name: string;
  companyId: number;
  companyName: string;
}

const LIMIT = 1000;

/** The stores whose admin panel the actor may enter (SPEC §5-6), by company name and store name. */
export async function listAccessibleStores(ctx: ServerContext): Promise<AccessibleStore[]> {
  return ctx.db
    .select({ urlKey: stores.urlKey, name: stores.name, companyId: companies.id, companyName: companies.name })
    .from(stores)
    .innerJoin(companies, eq(companies.id, stores.companyId))
    .where(actorScope(ctx.actor, stores.companyId, stores.id))
    .orderBy(asc(companies.name), asc(companies.id), asc(stores.name), asc(stores.id))
    .limit(LIMIT);
}
