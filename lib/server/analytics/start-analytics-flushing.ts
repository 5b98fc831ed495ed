import "server-only";
import { db } from "../../db/runtime";
import { env } from "../../env";
import { log } from "../../log";
import { flushAnalyticsCounts } from "./flush-analytics-counts";
import { pending } from "./pending-counts";

/** Writes this process's counts every ANALYTICS_FLUSH_SECONDS from the first beacon on (and on shutdown, see server/main.ts). */
export function startAnalyticsFlushing(): void {
  if (pending.timer) return;
  pending.flushNow = async () => flushAnalyticsCounts(await db());
  pending.timer = setInterval(() => {
    pending.flushNow?.().catch((error: unknown) => log.error({ err: error }, "could not write the menu analytics"));
  }, env().ANALYTICS_FLUSH_SECONDS * 1000);
  pending.timer.unref();
}
