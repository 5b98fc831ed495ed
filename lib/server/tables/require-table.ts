import { eq } from "drizzle-orm";
import { storeTables } from "../../db/schema/tables";
import { NotFoundError, type ServerContext } from "../context";
import { requireStoreAccess } from "../stores/require-store-access";

/** A table of a store the actor manages; foreign and missing ones are not found. */
export async function requireTable(ctx: ServerContext, id: number) {
  const [table] = await ctx.db.select().from(storeTables).where(eq(storeTables.id, id)).limit(1);
  if (!table) throw new NotFoundError();
  const store = await requireStoreAccess(ctx, table.storeId);
  if (store.companyId !== table.companyId) throw new NotFoundError();
  return { table, store };
}
