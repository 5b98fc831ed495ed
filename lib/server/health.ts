import "server-only";
import { sql } from "drizzle-orm";
import { database } from "../db/runtime";
import { log } from "../log";

export interface Health {
  status: "ok" | "error";
  database: { engine: string | null; ok: boolean; latencyMs: number };
}

export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  try {
    const current = await database();
    await current.db.execute(sql`select 1`);
    return { status: "ok", database: { engine: current.engine, ok: true, latencyMs: Math.round(performance.now() - started) } };
  } catch (error) {
    // The reason (SQL text, addresses) goes to the log only.
    log.error({ err: error }, "health check failed");
    return { status: "error", database: { engine: null, ok: false, latencyMs: Math.round(performance.now() - started) } };
  }
}
