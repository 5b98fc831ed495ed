import "server-only";
import { and, eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { cancellationAllowed } from "../../domain/subscriptions/plan-change";
import { requirePlan } from "../../domain/subscriptions/plan";
import type { SubscriptionCancel } from "../../schemas/billing";
import { NotFoundError, type StoreContext } from "../context";
import { recordAction } from "../history/record-action";
import { STORE_OF_INPUT, storeFunction } from "../tenancy/store-function";
import { unsafeLoadBillingStore } from "./billing-store";
import { loadPlans } from "./load-plans";
import { recordSubscriptionEvent } from "./record-subscription-event";
import { settleLockedStore } from "./settle-subscriptions";
import { SubscriptionRefusal } from "./subscription-refusal";

/**
 * The owner takes back a paid plan before paying for it: the plan leaves the timeline (it never ran) and
 * its invoice is voided, keeping its number.
 */
export const cancelSubscription = storeFunction(STORE_OF_INPUT, async (ctx: StoreContext, input: SubscriptionCancel): Promise<void> => {
  const now = ctx.clock.now();
  const plans = await loadPlans(ctx.db);
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const store = (await unsafeLoadBillingStore(tx, ctx.store.id, true))!;
    const settled = await settleLockedStore(tx, store, plans, now);
    const row = settled.rows.find((candidate) => candidate.id === input.subscriptionId);
    if (!row) throw new NotFoundError();
    if (!cancellationAllowed(row, requirePlan(plans, row.planKey))) throw new SubscriptionRefusal({ key: "subscriptionNotPossible" });
    await tx.update(subscriptions).set({ stepStatus: "deactivated", startsAt: null, endsAt: null }).where(eq(subscriptions.id, row.id));
    const voided = await tx
      .update(invoices)
      .set({ status: "cancelled" })
      .where(and(eq(invoices.subscriptionId, row.id), eq(invoices.storeId, store.id), eq(invoices.status, "unpaid")))
      .returning({ number: invoices.number });
    await recordSubscriptionEvent(tx, { companyId: store.companyId, storeId: store.id, subscriptionId: row.id, event: "deactivated", userId: ctx.actor.userId, at: now });
    await recordAction(tx, ctx, {
      companyId: store.companyId,
      storeId: store.id,
      event: "destroy",
      objectType: "subscription",
      objectId: row.id,
      before: { planKey: row.planKey, invoiceNumber: voided[0]?.number ?? null },
    });
    await settleLockedStore(tx, store, plans, now);
  });
});
