import { addLocalDays } from "./local-calendar";

/** How many days before a paid period ends its renewal is charged to the saved card. */
export const RENEWAL_DAYS_BEFORE = 7;

/** After a declined renewal, the days after the first attempt on which the card is tried again, while the period lasts. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

export interface RenewalAttempt {
  attempt: number;
  status: "pending" | "failed" | "paid" | "refunded";
  at: Date;
}

export type RenewalStep = { kind: "issue" } | { kind: "charge"; attempt: number } | { kind: "none" };

/**
 * What renewing a paid period that ends at `endsAt` calls for at `now`: issuing the next period's invoice
 * (`attempts` is null while none was issued), charging the card again after a decline, or nothing; and
 * when to look again. Nothing is charged once the period has ended: the menu then closes by the billing rules.
 */
export function renewalStep(endsAt: Date, attempts: readonly RenewalAttempt[] | null, now: Date, timeZone: string): { step: RenewalStep; next: Date | null } {
  if (now >= endsAt) return { step: { kind: "none" }, next: null };
  if (attempts === null) {
    const start = addLocalDays(endsAt, -RENEWAL_DAYS_BEFORE, timeZone);
    return now >= start ? { step: { kind: "issue" }, next: null } : { step: { kind: "none" }, next: start };
  }
  if (attempts.length === 0) return { step: { kind: "charge", attempt: 1 }, next: null };
  if (attempts.some((attempt) => attempt.status !== "failed")) return { step: { kind: "none" }, next: null };
  const first = attempts.reduce((earliest, attempt) => (attempt.attempt < earliest.attempt ? attempt : earliest));
  const retryDays = RENEWAL_RETRY_DAYS[attempts.length - 1];
  if (retryDays === undefined) return { step: { kind: "none" }, next: null };
  const due = addLocalDays(first.at, retryDays, timeZone);
  if (due >= endsAt) return { step: { kind: "none" }, next: null };
  return now >= due ? { step: { kind: "charge", attempt: attempts.length + 1 }, next: null } : { step: { kind: "none" }, next: due };
}
