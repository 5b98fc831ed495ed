import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import { cancellationAllowed } from "../../domain/subscriptions/plan-change";
import { requirePlan } from "../../domain/subscriptions/plan";
import type { InvoiceVoid } from "../../schemas/platform";
import { DomainError, NotFoundError, type ServerContext } from "../context";
import { recordAction } from "../history/record-action";
import { unsafeLoadBillingStore } from "../subscriptions/billing-store";
import { loadPlans } from "../subscriptions/load-plans";
import { recordSubscriptionEvent } from "../subscriptions/record-subscription-event";
import { settleLockedStore } from "../subscriptions/settle-subscriptions";
import { SubscriptionRefusal } from "../subscriptions/subscription-refusal";

/**
 * The platform administrator voids an unpaid invoice, keeping its number; the plan that waited for it
 * leaves the timeline as when the owner takes it back. The reason goes into the company's history.
 */
export async function voidInvoice(ctx: ServerContext, input: InvoiceVoid): Promise<{ number: string }> {
  if (ctx.actor.role !== "administrator") throw new NotFoundError();
  const now = ctx.clock.now();
  const plans = await loadPlans(ctx.db);
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for("update");
    if (!invoice) throw new NotFoundError();
    if (invoice.status === "paid") throw new DomainError("invoicePaid");
    if (invoice.status === "cancelled") throw new DomainError("invoiceVoided");
    const store = (await unsafeLoadBillingStore(tx, invoice.storeId, true))!;
    if (invoice.subscriptionId) {
      const settled = await settleLockedStore(tx, store, plans, now);
      const row = settled.rows.find((candidate) => candidate.id === invoice.subscriptionId);
      if (row && row.stepStatus !== "deactivated") {
        if (!cancellationAllowed(row, requirePlan(plans, row.planKey))) throw new SubscriptionRefusal({ key: "subscriptionNotPossible" });
        await tx.update(subscriptions).set({ stepStatus: "deactivated", startsAt: null, endsAt: null }).where(eq(subscriptions.id, row.id));
        await recordSubscriptionEvent(tx, { companyId: store.companyId, storeId: store.id, subscriptionId: row.id, event: "deactivated", userId: ctx.actor.userId, at: now });
      }
    }
    await tx.update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, invoice.id));
    await recordAction(tx, ctx, {
      companyId: invoice.companyId,
      storeId: invoice.storeId,
      event: "destroy",
      objectType: "invoice",
      objectId: invoice.id,
      before: { invoiceNumber: invoice.number, amount: invoice.total, currency: invoice.currency, reason: input.reason },
    });
    if (invoice.subscriptionId) await settleLockedStore(tx, store, plans, now);
    return { number: invoice.number };
  });
}
