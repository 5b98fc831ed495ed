import type { PlanKey } from "./subscriptions/plan-keys";
import { daysLeft } from "./days-left";

export type WelcomeState = { kind: "setup"; days: number } | { kind: "open" } | { kind: "closed" };

/** What the welcome dialog may truthfully promise: setup days still to run, a menu open to guests, or one closed. */
export function welcomeState({ planKey, endsAt, menuOpen, now }: { planKey: PlanKey | null; endsAt: string | null; menuOpen: boolean; now: Date }): WelcomeState {
  const days = daysLeft(endsAt, now);
  if (planKey === "setup" && !menuOpen && days) return { kind: "setup", days };
  return menuOpen ? { kind: "open" } : { kind: "closed" };
}
