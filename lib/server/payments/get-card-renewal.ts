import "server-only";
import { and, eq } from "drizzle-orm";
import { cardRenewals, savedCards } from "../../db/schema/payments";
import { type RenewalAttempt, renewalStep } from "../../domain/subscriptions/card-renewal";
import { invoiceAmounts } from "../../domain/subscriptions/invoice-amounts";
import type { StoreContext } from "../context";
import { unsafeFindBillingInfo } from "../billing/find-billing-info";
import { findRenewalInvoice } from "../billing/find-renewal-invoice";
import { billingVatRate } from "../billing/seller-details";
import { settleSubscriptions } from "../subscriptions/settle-subscriptions";
import { COMPANY_OF_INPUT, storeFunction } from "../tenancy/store-function";

/** The saved card, never its references: what the owner recognises it by. */
export interface SavedCardDto {
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

export interface CardRenewalDto {
  card: SavedCardDto | null;
  /** the venue renews by the card (and a card is saved) */
  enabled: boolean;
  /** the end of the paid time, queued paid periods included; null when nothing paid runs */
  paidUntil: string | null;
  /** what the next renewal charges: the running plan for as many periods as it was bought for */
  amount: string | null;
  currency: string | null;
  /** the renewal's latest charge, declined: when, the acquirer's words, and when the card is tried again (null: no more tries) */
  declined: { at: string; reason: string | null; retryOn: string | null } | null;
}

/** The latest attempt when it was declined, and when the renewal schedule tries the card again. */
function declinedAttempt(attempts: (RenewalAttempt & { failureReason: string | null })[], endsAt: Date, now: Date, timeZone: string): CardRenewalDto["declined"] {
  const last = attempts.reduce<(typeof attempts)[number] | null>((latest, attempt) => (!latest || attempt.attempt > latest.attempt ? attempt : latest), null);
  if (last?.status !== "failed") return null;
  const { step, next } = renewalStep(endsAt, attempts, now, timeZone);
  const retryOn = step.kind === "charge" ? now : next;
  return { at: last.at.toISOString(), reason: last.failureReason, retryOn: retryOn?.toISOString() ?? null };
}

/** The subscription screen's card panel: the saved card, whether the venue renews by it, until when and for how much. */
export const getCardRenewal = storeFunction(COMPANY_OF_INPUT, async (ctx: StoreContext): Promise<CardRenewalDto> => {
  const { store } = ctx;
  const [saved] = await ctx.db.select().from(savedCards).where(eq(savedCards.companyId, store.companyId));
  const [renewal] = await ctx.db.select({ enabled: cardRenewals.enabled }).from(cardRenewals).where(and(eq(cardRenewals.storeId, store.id), eq(cardRenewals.companyId, store.companyId)));
  const { state } = await settleSubscriptions(ctx, store.id);
  const running = state.active?.paid && state.plan?.paid ? state.active : null;
  const last = state.queued?.paid ? state.queued : running;
  const pendingRenewal = state.queued && !state.queued.paid ? await findRenewalInvoice(ctx.db, store.id, state.queued.id) : null;
  const buyer = await unsafeFindBillingInfo(ctx.db, store.companyId);
  const price = running && buyer ? state.plan?.prices[buyer.currency] : undefined;
  return {
    card: saved ? { brand: saved.brand, last4: saved.last4, expMonth: saved.expMonth, expYear: saved.expYear } : null,
    enabled: !!saved && !!renewal?.enabled,
    paidUntil: last?.endsAt?.toISOString() ?? null,
    amount: price && running ? invoiceAmounts(price, running.periods, billingVatRate()).total : null,
    currency: price && buyer ? buyer.currency : null,
    declined: running?.endsAt && pendingRenewal ? declinedAttempt(pendingRenewal.attempts, running.endsAt, ctx.clock.now(), store.timezone) : null,
  };
});
