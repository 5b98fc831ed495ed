import type { PlanKey } from "./plan-keys";
import type { SubscriptionState } from "./subscription-state";

/** What happens next to a venue's subscription, and when. */
export type Upcoming =
  | { kind: "trialStarts"; at: Date }
  | { kind: "planStarts"; planKey: PlanKey; paid: boolean; at: Date }
  | { kind: "menuCloses"; planKey: PlanKey; at: Date }
  | null;

export function upcoming(state: SubscriptionState, trialTaken: boolean): Upcoming {
  const { active, queued } = state;
  if (queued?.startsAt) return { kind: "planStarts", planKey: queued.planKey, paid: queued.paid, at: queued.startsAt };
  if (!active?.endsAt) return null;
  if (active.planKey === "setup" && !trialTaken) return { kind: "trialStarts", at: active.endsAt };
  return { kind: "menuCloses", planKey: active.planKey, at: active.endsAt };
}
