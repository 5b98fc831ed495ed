import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { uploads } from "../../db/schema/uploads";
import { VARIANT_BYTES } from "../uploads/store-storage-used";
import { NotFoundError, type ServerContext } from "../context";

/** Bytes each company's uploaded images keep in storage (every WebP variant), largest first; companies with none are left out. For the platform administrator alone. */
export async function storageByCompany(ctx: ServerContext) {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const bytes = sql<string>`coalesce(sum(${VARIANT_BYTES}), 0)`;
  const rows = await ctx.db
    .select({ companyId: companies.id, name: companies.name, images: sql<number>`count(*)::int`, bytes })
    .from(uploads)
    .innerJoin(companies, eq(companies.id, uploads.companyId))
    .groupBy(companies.id, companies.name)
    .orderBy(desc(bytes), companies.id);
  return rows.map((row) => ({ ...row, bytes: Number(row.bytes) }));
}
