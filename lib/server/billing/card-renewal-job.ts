import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { cardRenewals, savedCards } from "../../db/schema/payments";
import type { JobHandler } from "../../jobs/job-worker";
import { log } from "../../log";
import { cardPaymentProvider } from "../payments/card-payment-provider";
import type { PaymentProvider } from "./payment-provider";
import { renewStore } from "./renew-store";

/** One recurring job renews by card the plans of venues whose owner chose it. */
export const CARD_RENEWAL_JOB = "billing.card-renewal";

/** The longest the job sleeps: a card saved or a plan bought meanwhile is looked at within this time. */
export const CARD_RENEWAL_MAX_SLEEP_MS = 60 * 60_000;

/**
 * Looks at every venue renewing by the company's saved card of the configured acquirer at the worker's time,
 * charges what is due, and wakes again when the earliest next renewal or retry falls due (within the hour).
 */
export function cardRenewalJob(providerOf: () => PaymentProvider | null = cardPaymentProvider): JobHandler {
  return async (_payload, { db, now, repeatAt }) => {
    const clock = { now };
    let wake = new Date(now().getTime() + CARD_RENEWAL_MAX_SLEEP_MS);
    const provider = providerOf();
    let looked = 0;
    if (provider?.chargeSavedCard) {
      const venues = await db
        .select({ storeId: cardRenewals.storeId, card: savedCards })
        .from(cardRenewals)
        .innerJoin(savedCards, eq(savedCards.companyId, cardRenewals.companyId))
        .where(and(eq(cardRenewals.enabled, true), eq(savedCards.provider, provider.key)))
        .orderBy(asc(cardRenewals.storeId));
      for (const { storeId, card } of venues) {
        looked += 1;
        try {
          const next = await renewStore(db, clock, provider, storeId, card);
          if (next && next < wake) wake = next;
        } catch (error) {
          log.error({ err: error, storeId }, "card renewal failed");
        }
      }
    }
    repeatAt(wake);
    return { looked };
  };
}
