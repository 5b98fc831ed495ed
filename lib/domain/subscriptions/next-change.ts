import { TRIAL_DAYS } from "../../constants";
import { addLocalDays } from "./local-calendar";
import type { PlanCatalogue } from "./plan";
import { activeRow, isQueued, type StoreClock, type SubscriptionRow } from "./subscription-row";

/** A transition the dates call for; `at` is when it happened, which may be long before it is noticed. */
export type SubscriptionChange =
  | { kind: "start_setup"; startsAt: Date; endsAt: Date; at: Date }
  | { kind: "complete"; subscriptionId: number; at: Date }
  | { kind: "activate"; subscriptionId: number; at: Date }
  | { kind: "start_trial"; startsAt: Date; endsAt: Date; at: Date };

/**
 * The next transition due at `clock.now`, or null when the timeline is settled. Applying changes one by
 * one until null settles a store that nobody looked at for months.
 */
export function nextChange(rows: readonly SubscriptionRow[], plans: PlanCatalogue, clock: StoreClock): SubscriptionChange | null {
  const { now, timeZone } = clock;
  if (rows.length === 0) {
    const startsAt = clock.createdAt;
    return { kind: "start_setup", startsAt, endsAt: clock.setupEndsAt, at: startsAt };
  }
  const active = activeRow(rows);
  if (active) {
    if (active.endsAt && active.endsAt.getTime() <= now.getTime()) return { kind: "complete", subscriptionId: active.id, at: active.endsAt };
    return null;
  }
  const queued = rows
    .filter((row) => isQueued(row) && row.startsAt!.getTime() <= now.getTime())
    .sort((a, b) => a.startsAt!.getTime() - b.startsAt!.getTime())[0];
  if (queued) return { kind: "activate", subscriptionId: queued.id, at: queued.startsAt! };
  const setup = rows.find((row) => row.planKey === "setup");
  const trialTaken = rows.some((row) => row.planKey === "trial");
  const planStarted = rows.some((row) => plans.get(row.planKey)?.paid && row.startsAt !== null && row.stepStatus !== "available");
  if (setup?.stepStatus === "completed" && setup.endsAt && !trialTaken && !planStarted) {
    const startsAt = setup.endsAt;
    return { kind: "start_trial", startsAt, endsAt: addLocalDays(startsAt, TRIAL_DAYS, timeZone), at: setup.endsAt };
  }
  return null;
}
