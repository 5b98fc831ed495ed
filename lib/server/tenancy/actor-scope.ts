import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type ActorScope, storeReach } from "../../domain/permissions";

/** The rows an actor may read, by their company and store columns: the role rule of lib/domain/permissions as SQL. */
export function actorScope(actor: ActorScope, companyId: PgColumn, storeId: PgColumn): SQL | undefined {
  const reach = storeReach(actor);
  switch (reach.kind) {
    case "all":
      return undefined;
    case "company":
      return eq(companyId, reach.companyId);
    case "store":
      return and(eq(companyId, reach.companyId), eq(storeId, reach.storeId));
    default:
      return sql`false`;
  }
}
