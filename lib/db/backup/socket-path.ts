import path from "node:path";

/**
 * The local socket on which the process holding DATA_DIR hands out copies of its database. Only who
 * can enter DATA_DIR can reach it.
 */
export function dumpSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "carta-backup.sock");
}
