import { mkdirSync } from "node:fs";
import path from "node:path";
import { log } from "../log";
import * as schema from "./schema";
import { listenOnPostgres } from "./pg-listener";
import type { Database, Db, Listener } from "./types";

const casing = "snake_case" as const;

/** Opens PGlite in `dir`, or in memory when `dir` is omitted. */
export async function openPglite(dir?: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = dir ? new PGlite(path.resolve(dir)) : new PGlite();
  await client.waitReady;
  const db = drizzle({ client, schema, casing }) as unknown as Db;
  const listen = async (channel: string, listener: Listener) => {
    const unsubscribe = await client.listen(channel, (payload) => listener.onNotify(payload));
    listener.onReady();
    return unsubscribe;
  };
  // The files are read in one synchronous pass between queries; the checkpoint first makes the copy start
  // without replaying much WAL.
  const dump = async () => {
    await client.exec("CHECKPOINT");
    return client.dumpDataDir("gzip");
  };
  return { db, engine: "pglite", close: () => client.close(), listen, dump };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max });
  // An idle connection that breaks (server restart, dropped database) must not crash the process.
  pool.on("error", (error) =>
    log.warn({ message: error.message, code: (error as { code?: string }).code }, "idle PostgreSQL connection failed"),
  );
  const db = drizzle({ client: pool, schema, casing }) as unknown as Db;
  const listen = (channel: string, listener: Listener) => listenOnPostgres(url, channel, listener);
  return { db, engine: "postgres", pool, close: () => pool.end(), listen };
}
