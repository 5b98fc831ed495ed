import path from "node:path";
import { env } from "../env";
import { localStorage } from "./local-storage";
import type { Storage } from "./storage";

export type { Storage, StoredFile } from "./storage";

const state = globalThis as unknown as { cartaStorage?: Storage };

/**
 * The process-wide storage: DATA_DIR/files. An S3-compatible driver (implementing `Storage` with
 * put/get/delete on a bucket, configured by S3_* variables in lib/env.ts) would be chosen here
 * when those variables are set, so several instances share one set of files.
 */
export function storage(): Storage {
  state.cartaStorage ??= localStorage(path.join(env().DATA_DIR, "files"));
  return state.cartaStorage;
}
