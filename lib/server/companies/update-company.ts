import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import type { UpdateCompany } from "../../schemas/stores";
import { NotFoundError, type ServerContext } from "../context";
import { assertManagesCompany } from "./assert-manages-company";

/** Renames the company; its URL name never changes here. */
export async function updateCompany(ctx: ServerContext, input: UpdateCompany): Promise<void> {
  assertManagesCompany(ctx, input.companyId);
  const rows = await ctx.db
    .update(companies)
    .set({ name: input.name })
    .where(eq(companies.id, input.companyId))
    .returning({ id: companies.id });
  if (rows.length === 0) throw new NotFoundError();
}
