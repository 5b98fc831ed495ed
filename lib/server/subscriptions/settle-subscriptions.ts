import "server-only";
import { cache } from "react";
import type { Db } from "../../db/types";
import type { PlanCatalogue } from "../../domain/subscriptions/plan";
import { nextChange } from "../../domain/subscriptions/next-change";
import { MAX_CHANGES_PER_SETTLE } from "../../domain/subscriptions/settle-rows";
import type { StoreClock, SubscriptionRow } from "../../domain/subscriptions/subscription-row";
import { type SubscriptionState, subscriptionState } from "../../domain/subscriptions/subscription-state";
import { type Clock, NotFoundError } from "../context";
import { applySubscriptionChange } from "./apply-subscription-change";
import { type BillingStore, unsafeLoadBillingStore } from "./billing-store";
import { loadPlans } from "./load-plans";
import { notifyMenuChanged } from "./notify-menu-changed";
import { loadSubscriptionRows } from "./subscription-rows";

export interface SettledSubscriptions {
  store: BillingStore;
  plans: PlanCatalogue;
  rows: SubscriptionRow[];
  state: SubscriptionState;
}

export interface SettleContext {
  db: Db;
  clock: Clock;
}

const clockOf = (store: BillingStore, now: Date): StoreClock => ({ now, timeZone: store.timezone, createdAt: store.createdAt, setupEndsAt: store.setupEndsAt });

/**
 * Brings a store's timeline up to `now`: completes ended steps, starts queued ones and the trial, each
 * with its history event. Needs no request of the owner's and no access check (callers scope the store
 * themselves); concurrent calls take turns on the store's row, so every event is written once.
 * Within one server render (a page, its layouts and their metadata) the store is settled once and its result
 * shared (React `cache`); server actions, route handlers and jobs run outside a render and settle on every call.
 */
export function settleSubscriptions(ctx: SettleContext, storeId: number): Promise<SettledSubscriptions> {
  return settledInRender(ctx.db, ctx.clock, storeId);
}

const settledInRender = cache(async (db: Db, clock: Clock, storeId: number): Promise<SettledSubscriptions> => settle({ db, clock }, storeId));

async function settle(ctx: SettleContext, storeId: number): Promise<SettledSubscriptions> {
  const now = ctx.clock.now();
  const plans = await loadPlans(ctx.db);
  const store = await unsafeLoadBillingStore(ctx.db, storeId);
  if (!store) throw new NotFoundError();
  const rows = await loadSubscriptionRows(ctx.db, storeId);
  if (!nextChange(rows, plans, clockOf(store, now))) return { store, plans, rows, state: subscriptionState(rows, plans, store.timezone) };
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = (await unsafeLoadBillingStore(tx, storeId, true))!;
    return settleLockedStore(tx, locked, plans, now);
  });
}

/** Settles a store whose row the transaction `tx` already holds locked. */
export async function settleLockedStore(tx: Db, store: BillingStore, plans: PlanCatalogue, now: Date): Promise<SettledSubscriptions> {
  const clock = clockOf(store, now);
  let current = await loadSubscriptionRows(tx, store.id);
  const before = subscriptionState(current, plans, store.timezone);
  for (let step = 0, change = nextChange(current, plans, clock); change; change = nextChange(current, plans, clock)) {
    if (++step > MAX_CHANGES_PER_SETTLE) throw new Error(`Subscription timeline of store ${store.id} does not settle`);
    await applySubscriptionChange(tx, store, change);
    current = await loadSubscriptionRows(tx, store.id);
  }
  const state = subscriptionState(current, plans, store.timezone);
  if (state.menuOpen !== before.menuOpen) await notifyMenuChanged(tx, store.id);
  return { store, plans, rows: current, state };
}
