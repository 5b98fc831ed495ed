import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Engine = "pglite" | "postgres";

/** Called with each notification's payload; `onLost` when notifications may have been missed. */
export interface Listener {
  onNotify(payload: string): void;
  onLost(): void;
  onReady(): void;
}

/** Live counts of a PostgreSQL connection pool (pg's Pool): connections open, idle, and clients waiting for one. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface Database {
  db: Db;
  engine: Engine;
  /** The connection pool on PostgreSQL; PGlite is a single in-process connection and has none. */
  pool?: PoolCounts;
  close(): Promise<void>;
  /** Subscribes to a PostgreSQL notification channel (LISTEN); resolves to the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Embedded engine only: a consistent gzipped tarball of the data directory, taken while it is open. */
  dump?(): Promise<Blob>;
}
