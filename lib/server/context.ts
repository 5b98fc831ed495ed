import "server-only";
import type { Db } from "../db/types";
import type { Actor } from "./auth/actor";
import type { ScopedStore } from "./tenancy/scoped-store";

/** The time a server function acts at; tests pass a fixed one. */
export interface Clock {
  now(): Date;
}

const offset = ((globalThis as unknown as { cartaClockOffset?: { ms: number } }).cartaClockOffset ??= { ms: 0 });

/** The service's time: the system's, moved only through the test clock hook (TEST_CLOCK=on, lib/server/test-clock). */
export const systemClock: Clock = { now: () => new Date(Date.now() + offset.ms) };

/** The wall clock, never moved by the test clock: for what another party times, such as a webhook signature's age. */
export const wallClock: Clock = { now: () => new Date() };

/** How far the test clock hook moved the service's time. */
export const clockOffset = offset;

/** What every server function receives: the database, the signed-in actor and the clock. */
export interface ServerContext {
  db: Db;
  actor: Actor;
  clock: Clock;
}

/** A server function acting on one store the actor may enter: the wrapper resolved and checked it. */
export interface StoreContext extends ServerContext {
  store: ScopedStore;
}

/** The one place a context is put together (actions, route handlers, pages). */
export function serverContext(db: Db, actor: Actor, clock: Clock = systemClock): ServerContext {
  return { db, actor, clock };
}

/** A refusal with a catalogue key (messages/…/auth.json `errors.*`, or another area's key). */
export class DomainError extends Error {
  constructor(
    readonly key: string,
    readonly field?: string,
  ) {
    super(key);
    this.name = "DomainError";
  }
}

/** Not found and not allowed look the same to the caller: nothing about other tenants leaks. */
export class NotFoundError extends DomainError {
  constructor() {
    super("notFound");
    this.name = "NotFoundError";
  }
}
