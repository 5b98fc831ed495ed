import "server-only";
import type { Plan } from "../../domain/subscriptions/plan";
import type { PlanFeature, PlanKey, SubscriptionStatus } from "../../domain/subscriptions/plan-keys";
import type { SubscriptionRow } from "../../domain/subscriptions/subscription-row";
import { displayStatus, type SubscriptionState } from "../../domain/subscriptions/subscription-state";

/** GET /api/subscription/active (SPEC §7). */
export interface ActiveSubscriptionDto {
  storeId: number;
  /** null when nothing runs: the trial or a paid period ended */
  planKey: PlanKey | null;
  status: SubscriptionStatus | null;
  startsAt: string | null;
  endsAt: string | null;
  features: PlanFeature[];
  translationLocales: string[];
  menuOpen: boolean;
  /** from when another switch is possible; null when it is possible now */
  switchAvailableFrom: string | null;
}

export interface SubscriptionStepDto {
  id: number;
  planKey: PlanKey;
  status: SubscriptionStatus;
  stepStatus: SubscriptionRow["stepStatus"];
  paid: boolean;
  periods: number;
  startsAt: string | null;
  endsAt: string | null;
  /** waiting for its invoice to be paid before it starts */
  waitingForPayment: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function activeSubscriptionDto(storeId: number, state: SubscriptionState, now: Date): ActiveSubscriptionDto {
  const from = state.switchAvailableFrom && state.switchAvailableFrom.getTime() > now.getTime() ? state.switchAvailableFrom : null;
  return {
    storeId,
    planKey: state.plan?.key ?? null,
    status: state.status,
    startsAt: iso(state.active?.startsAt ?? null),
    endsAt: iso(state.active?.endsAt ?? null),
    features: [...state.features],
    translationLocales: [...state.translationLocales],
    menuOpen: state.menuOpen,
    switchAvailableFrom: iso(from),
  };
}

export function subscriptionStepDto(row: SubscriptionRow, plan: Plan): SubscriptionStepDto {
  return {
    id: row.id,
    planKey: row.planKey,
    status: displayStatus(row, plan),
    stepStatus: row.stepStatus,
    paid: row.paid,
    periods: row.periods,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    waitingForPayment: row.stepStatus === "available" && row.startsAt === null,
  };
}
