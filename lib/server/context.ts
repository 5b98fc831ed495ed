import type { Db } from "../db/types";
import type { Actor } from "./auth/actor";

/** What every server function receives: the database, the signed-in actor and the clock. */
export interface ServerContext {
  db: Db;
  actor: Actor;
  now: Date;
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
