import "server-only";
import { asc, eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { assertManagesCompany } from "../companies/assert-manages-company";
import type { ServerContext } from "../context";

export interface CompanyStore {
  id: number;
  name: string;
  urlKey: string;
  setupEndsAt: Date;
  timezone: string;
}

export async function listCompanyStores(ctx: ServerContext, input: { companyId: number }): Promise<CompanyStore[]> {
  assertManagesCompany(ctx, input.companyId);
  return ctx.db
    .select({ id: stores.id, name: stores.name, urlKey: stores.urlKey, setupEndsAt: stores.setupEndsAt, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.companyId, input.companyId))
    .orderBy(asc(stores.name), asc(stores.id));
}
