import "server-only";
import { asc, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";

export interface CompanyStore {
  id: number;
  name: string;
  urlKey: string;
  setupEndsAt: Date;
  timezone: string;
}

export const listCompanyStores = companyFunction(async (ctx: CompanyContext, input: { companyId: number }): Promise<CompanyStore[]> => {
  return ctx.db
    .select({ id: stores.id, name: stores.name, urlKey: stores.urlKey, setupEndsAt: stores.setupEndsAt, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.companyId, input.companyId))
    .orderBy(asc(stores.name), asc(stores.id));
});
