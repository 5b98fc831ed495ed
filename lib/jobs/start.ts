import type { Db } from "../db/types";
import { registerJobHandlers } from "./handlers";
import { startWorker, type WorkerHandle } from "./worker";

const state = ((globalThis as unknown as { cartaWorker?: { handle?: WorkerHandle } }).cartaWorker ??= {});

/** Starts this process's worker loop once (hot reloads and repeated startups keep the first). */
export function startJobWorker(db: Db, options: { pollMs?: number } = {}): WorkerHandle {
  registerJobHandlers();
  state.handle ??= startWorker(db, options);
  return state.handle;
}
