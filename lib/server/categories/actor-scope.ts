import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../auth/actor";

/** The rows an actor may read, by their company and store columns: deny unless a role matches. */
export function actorScope(actor: Actor, companyId: PgColumn, storeId: PgColumn): SQL | undefined {
  switch (actor.role) {
    case "administrator":
      return undefined;
    case "company_manager":
      return actor.companyId === null ? sql`false` : eq(companyId, actor.companyId);
    case "store_manager":
      return actor.companyId === null || actor.storeId === null
        ? sql`false`
        : and(eq(companyId, actor.companyId), eq(storeId, actor.storeId));
    default:
      return sql`false`;
  }
}
