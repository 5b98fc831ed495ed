import "server-only";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema/billing";
import { paymentCheckouts } from "../../db/schema/payments";
import type { Db } from "../../db/types";
import { renewalStep } from "../../domain/subscriptions/card-renewal";
import { type Clock, serverContext } from "../context";
import { PROVIDER_ACTOR } from "../payments/provider-actor";
import { changePlan } from "../subscriptions/change-plan";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import { SubscriptionRefusal } from "../subscriptions/subscription-refusal";
import { inStore, STORE_OF_ID } from "../tenancy/store-function";
import { chargeRenewal, renewalRef } from "./charge-renewal";
import { findRenewalInvoice } from "./find-renewal-invoice";
import { noteRenewalCard } from "./note-renewal-card";
import type { PaymentProvider, SavedCardRef } from "./payment-provider";

type InvoiceRow = typeof invoices.$inferSelect;

/** Records attempt `attempt` for the invoice; null when another worker recorded it first. */
async function recordAttempt(db: Db, provider: PaymentProvider, invoice: InvoiceRow, attempt: number, now: Date): Promise<number | null> {
  const [row] = await db
    .insert(paymentCheckouts)
    .values({ companyId: invoice.companyId, storeId: invoice.storeId, invoiceId: invoice.id, provider: provider.key, providerRef: renewalRef(invoice.id, attempt), amount: invoice.total, currency: invoice.currency, attempt, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: paymentCheckouts.id });
  return row?.id ?? null;
}

/** The next period of the running plan, queued after it with its invoice (the owner's usual "add"), made by no one. */
async function issueRenewal(db: Db, clock: Clock, storeId: number, planKey: InvoiceRow["planKey"], periods: number): Promise<InvoiceRow | null> {
  const ctx = await inStore(serverContext(db, PROVIDER_ACTOR, clock), STORE_OF_ID, storeId);
  try {
    const { invoice } = await changePlan(ctx, { storeId, planKey, periods, confirmDowngrade: false }, "add");
    if (!invoice) return null;
    return (await db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0] ?? null;
  } catch (error) {
    // another worker queued it first, or the plan cannot be bought again (billing details removed, plan withdrawn)
    if (error instanceof SubscriptionRefusal) return null;
    throw error;
  }
}

/**
 * Renews one venue's paid plan by the saved card, as far as `renewalStep` says is due now: issues the next
 * period's invoice days before the paid period ends and charges it, or charges it again after a decline.
 * A plan the owner queued and pays their own way is left alone. Answers when to look at the venue again.
 */
export async function renewStore(db: Db, clock: Clock, provider: PaymentProvider, storeId: number, card: SavedCardRef): Promise<Date | null> {
  const now = clock.now();
  const { store, state } = await settleSubscriptions({ db, clock }, storeId);
  const { active, queued } = state;
  if (!active?.paid || !active.endsAt || !state.plan?.paid) return null;
  const pending = queued ? (queued.paid ? null : await findRenewalInvoice(db, storeId, queued.id)) : undefined;
  if (pending === null || (pending && pending.attempts.length === 0)) return null;
  const { step, next } = renewalStep(active.endsAt, pending ? pending.attempts : null, now, store.timezone);
  if (step.kind === "none") return next;
  const attempt = step.kind === "issue" ? 1 : step.attempt;
  // the invoice and its first attempt together: a renewal invoice always has an attempt, so it is never taken for the owner's
  const recorded = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const invoice = step.kind === "issue" ? await issueRenewal(tx, clock, storeId, active.planKey, active.periods) : pending!.invoice;
    const checkoutId = invoice ? await recordAttempt(tx, provider, invoice, attempt, now) : null;
    if (invoice && checkoutId !== null && step.kind === "issue") {
      await noteRenewalCard(tx, `invoice_issued:${invoice.id}`, { card: `${card.brand.toUpperCase()} •••• ${card.last4}`, date: now.toISOString() });
    }
    return invoice && checkoutId !== null ? { invoice, checkoutId } : null;
  });
  if (recorded) await chargeRenewal(db, clock, provider, recorded.checkoutId, recorded.invoice, attempt, card);
  return null;
}
