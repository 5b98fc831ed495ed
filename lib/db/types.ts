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

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
  /** Subscribes to a PostgreSQL notification channel (LISTEN); resolves to the unsubscribe function. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  /** Embedded engine only: a consistent gzipped tarball of the data directory, taken while it is open. */
  dump?(): Promise<Blob>;
}
