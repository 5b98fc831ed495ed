import "server-only";
import { nextTransitionAt } from "../../domain/subscriptions/next-transition";
import type { PlanFeature } from "../../domain/subscriptions/plan-keys";
import { type SettleContext, settleSubscriptions } from "./settle-subscriptions";

export interface GuestMenuAccess {
  open: boolean;
  /** why guests are sent to the notice: the venue is still preparing, or its plan ended unpaid */
  closedBecause: "setup" | "ended" | null;
  /** what the guest pages may offer now */
  features: readonly PlanFeature[];
  /** the content languages the plan serves besides the primary one */
  translationLocales: readonly string[];
  /** until when this answer holds by the dates alone (null: until a payment or an owner's change) */
  until: Date | null;
}

/** What guests of a store may see now, settling its timeline first. Unscoped: guest pages ask it for the venue of their host. */
export async function guestMenuAccess(ctx: SettleContext, storeId: number): Promise<GuestMenuAccess> {
  const { rows, state, store } = await settleSubscriptions(ctx, storeId);
  const now = ctx.clock.now();
  const until = nextTransitionAt(rows, { now, timeZone: store.timezone, createdAt: store.createdAt, setupEndsAt: store.setupEndsAt });
  const preparing = !state.active ? rows.every((row) => row.planKey === "setup") : state.plan?.key === "setup";
  return {
    open: state.menuOpen,
    closedBecause: state.menuOpen ? null : preparing ? "setup" : "ended",
    features: state.menuOpen ? state.features : [],
    translationLocales: state.menuOpen ? state.translationLocales : [],
    until,
  };
}
