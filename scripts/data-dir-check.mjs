// A DATA_DIR that exists but is no directory (or lies under a file) stops the start with one clear line.
import { statSync } from "node:fs";
import path from "node:path";

/** The first existing path at or above `dir`, with whether it is a directory. */
function nearestExisting(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    try {
      return { at: current, directory: statSync(current).isDirectory() };
    } catch (error) {
      if (!["ENOENT", "ENOTDIR"].includes(error.code) || path.dirname(current) === current) throw error;
    }
  }
}

export function checkDataDir(dataDir) {
  const { at, directory } = nearestExisting(dataDir);
  if (directory) return;
  const where = at === dataDir ? "is a file" : `lies under the file ${at}`;
  console.error(`\nDATA_DIR ${dataDir} ${where}, not a directory: set DATA_DIR to a directory (it is created if missing).\n`);
  process.exit(1);
}
