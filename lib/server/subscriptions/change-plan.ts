import "server-only";
import { eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { localMidnight } from "../../domain/subscriptions/local-calendar";
import { activationRefusal, additionRefusal, effectiveChangeMode, planPeriod } from "../../domain/subscriptions/plan-change";
import { upgradeCredit } from "../../domain/subscriptions/upgrade-credit";
import { requirePlan } from "../../domain/subscriptions/plan";
import type { PlanChange } from "../../schemas/billing";
import type { StoreContext } from "../context";
import { unsafeFindBillingInfo } from "../billing/find-billing-info";
import { unsafeFindPaidPeriod } from "../billing/find-paid-period";
import { issueInvoice } from "../billing/issue-invoice";
import { recordAction } from "../history/record-action";
import { unsafeLoadBillingStore } from "./billing-store";
import { loadPlans } from "./load-plans";
import { recordSubscriptionEvent } from "./record-subscription-event";
import { settleLockedStore } from "./settle-subscriptions";
import { startSubscriptionNow } from "./start-subscription-now";
import { SubscriptionRefusal } from "./subscription-refusal";
import type { PLAN_CHANGE_MODES } from "../../schemas/history-catalogue";

export interface PlanChangeResult {
  subscriptionId: number;
  /** the invoice to pay; null for a plan without a price */
  invoice: { id: number; number: string; total: string } | null;
  /** true when the plan already runs; false while it waits in the queue or for payment */
  started: boolean;
}

/**
 * Adds a plan after the running one (`add`) or asks for it now (`activate`: it starts once its invoice
 * is paid). Refusals are SPEC §8's; the store's row is locked so two requests cannot both pass them.
 */
export async function changePlan(ctx: StoreContext, input: PlanChange, asked: (typeof PLAN_CHANGE_MODES)[number]): Promise<PlanChangeResult> {
  const now = ctx.clock.now();
  const plans = await loadPlans(ctx.db);
  const target = requirePlan(plans, input.planKey);
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const store = (await unsafeLoadBillingStore(tx, ctx.store.id, true))!;
    const settled = await settleLockedStore(tx, store, plans, now);
    const buyer = await unsafeFindBillingInfo(tx, store.companyId);
    const mode = effectiveChangeMode(settled.state, target, asked);
    const request = { target, hasBillingInfo: buyer !== null, confirmDowngrade: input.confirmDowngrade, now: now };
    const refusal = mode === "activate" ? activationRefusal(settled.state, request) : additionRefusal(settled.state, request);
    if (refusal) throw new SubscriptionRefusal(refusal);
    // a renewal the saved card pays is made by no one (user 0)
    const userId = ctx.actor.userId > 0 ? ctx.actor.userId : null;
    const base = { companyId: store.companyId, storeId: store.id, userId, at: now };

    const reused = mode === "activate" && settled.state.queued?.planKey === target.key ? settled.state.queued : null;
    let subscriptionId: number;
    let invoice: PlanChangeResult["invoice"] = null;
    if (reused) {
      subscriptionId = reused.id;
      await tx.update(subscriptions).set({ startsAt: null, endsAt: null }).where(eq(subscriptions.id, reused.id));
    } else {
      const queuedPeriod =
        mode === "add" ? planPeriod(target, input.periods, settled.state.active?.endsAt ?? localMidnight(now, store.timezone), store.timezone) : null;
      const [row] = await tx
        .insert(subscriptions)
        .values({
          companyId: store.companyId,
          storeId: store.id,
          planKey: target.key,
          stepStatus: "available",
          paid: !target.paid,
          periods: input.periods,
          startsAt: queuedPeriod?.startsAt ?? null,
          endsAt: queuedPeriod?.endsAt ?? null,
          createdBy: userId,
          createdAt: now,
        })
        .returning({ id: subscriptions.id });
      subscriptionId = row!.id;
      await recordSubscriptionEvent(tx, { ...base, subscriptionId, event: "added" });
      if (target.paid && buyer) {
        const replaced = mode === "activate" && settled.state.active ? await unsafeFindPaidPeriod(tx, store.id, settled.state.active) : null;
        invoice = await issueInvoice(tx, {
          store,
          buyer,
          plan: target,
          subscriptionId,
          periods: input.periods,
          periodStart: queuedPeriod?.startsAt ?? null,
          periodEnd: queuedPeriod?.endsAt ?? null,
          credit: replaced ? upgradeCredit(replaced, now, store.timezone) : null,
          now: now,
        });
      }
    }
    const paidAlready = reused ? reused.paid : !target.paid;
    const startNow = mode === "activate" && paidAlready;
    if (startNow) {
      const current = await settleLockedStore(tx, store, plans, now);
      await startSubscriptionNow(tx, current, subscriptionId, now, userId);
    }
    await recordAction(tx, ctx, {
      companyId: store.companyId,
      storeId: store.id,
      event: reused ? "update" : "create",
      objectType: "subscription",
      objectId: subscriptionId,
      after: { planKey: target.key, mode: asked, periods: input.periods, invoiceNumber: invoice?.number ?? null },
    });
    const after = await settleLockedStore(tx, store, plans, now);
    return { subscriptionId, invoice, started: after.state.active?.id === subscriptionId };
  });
}
