import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import type { UpdateCompany } from "../../schemas/stores";
import { NotFoundError } from "../context";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

/** Renames the company; its URL name never changes here. */
export const updateCompany = companyFunction(async (ctx: CompanyContext, input: UpdateCompany): Promise<void> => {
  const rows = await ctx.db
    .update(companies)
    .set({ name: input.name })
    .where(eq(companies.id, input.companyId))
    .returning({ id: companies.id });
  if (rows.length === 0) throw new NotFoundError();
});
