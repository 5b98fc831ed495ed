import "server-only";
import { and, eq } from "drizzle-orm";
import { subscriptions } from "../../db/schema/subscriptions";
import type { Db } from "../../db/types";
import type { SubscriptionChange } from "../../domain/subscriptions/next-change";
import type { BillingStore } from "./billing-store";
import { recordSubscriptionEvent } from "./record-subscription-event";

async function startStep(tx: Db, store: BillingStore, planKey: "setup" | "trial", change: { startsAt: Date; endsAt: Date; at: Date }) {
  const [row] = await tx
    .insert(subscriptions)
    .values({ companyId: store.companyId, storeId: store.id, planKey, stepStatus: "active", startsAt: change.startsAt, endsAt: change.endsAt, createdAt: change.at })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (!row) return;
  for (const event of ["added", "activated"] as const) {
    await recordSubscriptionEvent(tx, { companyId: store.companyId, storeId: store.id, subscriptionId: row.id, event, userId: null, at: change.at });
  }
}

async function moveStep(tx: Db, store: BillingStore, id: number, from: "active" | "available", to: "completed" | "active", at: Date) {
  const moved = await tx
    .update(subscriptions)
    .set({ stepStatus: to })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.storeId, store.id), eq(subscriptions.stepStatus, from)))
    .returning({ id: subscriptions.id });
  if (moved.length === 0) return;
  const event = to === "completed" ? "completed" : "activated";
  await recordSubscriptionEvent(tx, { companyId: store.companyId, storeId: store.id, subscriptionId: id, event, userId: null, at });
}

/** Writes one transition the dates called for, with its history event. */
export async function applySubscriptionChange(tx: Db, store: BillingStore, change: SubscriptionChange): Promise<void> {
  switch (change.kind) {
    case "start_setup":
      return startStep(tx, store, "setup", change);
    case "start_trial":
      return startStep(tx, store, "trial", change);
    case "complete":
      return moveStep(tx, store, change.subscriptionId, "active", "completed", change.at);
    case "activate":
      return moveStep(tx, store, change.subscriptionId, "available", "active", change.at);
  }
}
