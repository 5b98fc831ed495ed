import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { subscriptions } from "../../db/schema/subscriptions";
import { mayCreateStore } from "../../domain/subscriptions/plan-queries";
import { DomainError } from "../context";
import { type CompanyContext, companyFunction } from "../tenancy/company-function";
import { loadPlans } from "./load-plans";
import { settleSubscriptions } from "./settle-subscriptions";

/** SPEC §4: a company opens another store only when every paid plan of its stores is paid. */
export const companyMayCreateStore = companyFunction(async (ctx: CompanyContext, { companyId }: { companyId: number }): Promise<boolean> => {
  const storeRows = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.companyId, companyId));
  for (const store of storeRows) await settleSubscriptions(ctx, store.id);
  const [plans, rows] = await Promise.all([
    loadPlans(ctx.db),
    ctx.db
      .select({ planKey: subscriptions.planKey, stepStatus: subscriptions.stepStatus, paid: subscriptions.paid })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, companyId)),
  ]);
  return mayCreateStore(rows, plans);
});

/** Refuses store creation with "storeCreationUnpaid" while a paid plan of the company is unpaid. */
export const assertCompanyMayCreateStore = companyFunction(async (ctx: CompanyContext, input: { companyId: number }): Promise<void> => {
  if (!(await companyMayCreateStore.run(ctx, input))) throw new DomainError("storeCreationUnpaid");
});
