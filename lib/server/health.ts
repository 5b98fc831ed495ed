import { sql } from "drizzle-orm";
import { database } from "../db/runtime";

export interface Health {
  status: "ok" | "error";
  database: { engine: string | null; ok: boolean; latencyMs: number; error?: string };
}

export async function checkHealth(): Promise<Health> {
  const started = performance.now();
  try {
    const current = await database();
    await current.db.execute(sql`select 1`);
    return { status: "ok", database: { engine: current.engine, ok: true, latencyMs: Math.round(performance.now() - started) } };
  } catch (error) {
    return {
      status: "error",
      database: { engine: null, ok: false, latencyMs: Math.round(performance.now() - started), error: (error as Error).message },
    };
  }
}
