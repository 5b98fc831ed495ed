import "server-only";
import { eq } from "drizzle-orm";
import { stores } from "../../db/schema/stores";
import { subscriptions } from "../../db/schema/subscriptions";
import { mayCreateStore } from "../../domain/subscriptions/plan-queries";
import { assertManagesCompany } from "../companies/assert-manages-company";
import { DomainError, type ServerContext } from "../context";
import { loadPlans } from "./load-plans";
import { settleSubscriptions } from "./settle-subscriptions";

/** SPEC §4: a company opens another store only when every paid plan of its stores is paid. */
export async function companyMayCreateStore(ctx: ServerContext, companyId: number): Promise<boolean> {
  assertManagesCompany(ctx, companyId);
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
}

/** Refuses store creation with "storeCreationUnpaid" while a paid plan of the company is unpaid. */
export async function assertCompanyMayCreateStore(ctx: ServerContext, companyId: number): Promise<void> {
  if (!(await companyMayCreateStore(ctx, companyId))) throw new DomainError("storeCreationUnpaid");
}
