import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another Carta server. ` +
        "Stop that server first, or give this one its own DATA_DIR (or a DATABASE_URL). " +
        "If no other server is running, the previous one stopped abruptly: start again in 10 seconds.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Takes an exclusive, crash-safe lock on the data directory; returns its release function. */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw new Error("not a directory");
  } catch {
    throw new Error(`DATA_DIR ${dir} is not a directory that can be created or used: set DATA_DIR to a directory.`);
  }
  try {
    return lockfile.lockSync(dir, {
      lockfilePath: path.join(dir, "carta.lock"),
      stale: 10_000,
      update: 2_000,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dir);
    throw error;
  }
}
