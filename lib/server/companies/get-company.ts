import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { NotFoundError } from "../context";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

export interface CompanyDto {
  id: number;
  name: string;
  urlName: string;
}

export const getCompany = companyFunction(async (ctx: CompanyContext, input: { companyId: number }): Promise<CompanyDto> => {
  const [row] = await ctx.db
    .select({ id: companies.id, name: companies.name, urlName: companies.urlName })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row;
});
