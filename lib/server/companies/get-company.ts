import "server-only";
import { eq } from "drizzle-orm";
import { companies } from "../../db/schema/companies";
import { NotFoundError, type ServerContext } from "../context";
import { assertManagesCompany } from "./assert-manages-company";

export interface CompanyDto {
  id: number;
  name: string;
  urlName: string;
}

export async function getCompany(ctx: ServerContext, input: { companyId: number }): Promise<CompanyDto> {
  assertManagesCompany(ctx, input.companyId);
  const [row] = await ctx.db
    .select({ id: companies.id, name: companies.name, urlName: companies.urlName })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .limit(1);
  if (!row) throw new NotFoundError();
  return row;
}
