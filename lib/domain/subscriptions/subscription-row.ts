import type { PlanKey, StepStatus } from "./plan-keys";

/**
 * One step of a store's timeline. `available` with a start: queued after the running step;
 * `available` without a start: an activation that takes effect once it is paid.
 */
export interface SubscriptionRow {
  id: number;
  planKey: PlanKey;
  stepStatus: StepStatus;
  paid: boolean;
  periods: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface StoreClock {
  now: Date;
  timeZone: string;
  /** when the store was created and when its setup period ends (stores.created_at, stores.setup_ends_at) */
  createdAt: Date;
  setupEndsAt: Date;
}

export const isQueued = (row: SubscriptionRow) => row.stepStatus === "available" && row.startsAt !== null;
export const isWaitingForPayment = (row: SubscriptionRow) => row.stepStatus === "available" && row.startsAt === null;
export const activeRow = (rows: readonly SubscriptionRow[]) => rows.find((row) => row.stepStatus === "active") ?? null;
