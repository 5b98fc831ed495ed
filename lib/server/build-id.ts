import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

/** The id of the build this server runs (`development` under `next dev`). */
export function currentBuildId(): string {
  if (cached) return cached;
  try {
    cached = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    cached = "development";
  }
  return cached;
}
