import { addLocalDays } from "./local-calendar";
import type { PlanCatalogue } from "./plan";
import type { PlanKey } from "./plan-keys";
import type { SubscriptionRow } from "./subscription-row";
import type { SubscriptionState } from "./subscription-state";

/** What the owner is told about: a period ending soon, the menu closing, an invoice issued, a payment recorded, a renewal declined. */
export const BILLING_NOTICE_KINDS = ["ends_in_3_days", "ends_in_1_day", "menu_closed", "invoice_issued", "payment_recorded", "renewal_failed"] as const;
export type BillingNoticeKind = (typeof BILLING_NOTICE_KINDS)[number];

/** What a notice's text names; dates as ISO instants, shown in the store's time zone. */
export interface BillingNoticeValues {
  plan: PlanKey;
  date?: string;
  number?: string;
  amount?: string;
  currency?: string;
  invoiceId?: number;
  /** the acquirer's words about a declined card */
  reason?: string;
  /** the saved card a renewal is charged to (brand and last digits): its invoice needs no transfer */
  card?: string;
}

export interface DueNotice {
  kind: BillingNoticeKind;
  /** one per subscription, kind and period: the same event always gives the same key */
  key: string;
  at: Date;
  values: BillingNoticeValues;
}

/** The reminders days before a trial or paid period ends, the most urgent one first. */
const REMINDERS = [
  { kind: "ends_in_1_day", days: 1 },
  { kind: "ends_in_3_days", days: 3 },
] as const;

/**
 * The notices a settled timeline calls for at `now`, and the next moment another one may fall due. A period is
 * not reminded of when a paid plan already follows it; a venue told late hears only the most urgent reminder.
 */
export function dueBillingNotices(rows: readonly SubscriptionRow[], state: SubscriptionState, plans: PlanCatalogue, now: Date, timeZone: string): { due: DueNotice[]; next: Date | null } {
  const due: DueNotice[] = [];
  const moments: Date[] = [];
  const running = state.active;
  const endsAt = running?.endsAt;
  const reminded = running && endsAt && (running.planKey === "trial" || plans.get(running.planKey)?.paid) && !state.queued?.paid;
  if (running && endsAt && reminded) {
    const reminder = REMINDERS.find(({ days }) => now >= addLocalDays(endsAt, -days, timeZone));
    if (reminder && now < endsAt) {
      due.push({ kind: reminder.kind, key: `${reminder.kind}:${running.id}:${endsAt.toISOString()}`, at: addLocalDays(endsAt, -reminder.days, timeZone), values: { plan: running.planKey, date: endsAt.toISOString() } });
    }
    moments.push(...REMINDERS.map(({ days }) => addLocalDays(endsAt, -days, timeZone)), endsAt);
  }
  if (!state.menuOpen && running?.planKey !== "setup") {
    const ended = running ?? [...rows].filter((row) => row.endsAt && row.endsAt <= now && row.stepStatus === "completed").sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime())[0];
    const at = running ? running.startsAt : ended?.endsAt;
    if (ended && at) due.push({ kind: "menu_closed", key: `menu_closed:${ended.id}`, at, values: { plan: ended.planKey, date: at.toISOString() } });
  }
  const next = moments.filter((moment) => moment > now).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  return { due, next };
}
