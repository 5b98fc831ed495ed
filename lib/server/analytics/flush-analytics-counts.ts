import "server-only";
import { finished } from "node:stream/promises";
import { setTimeout } from "node:timers/promises";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/types";
import { addPendingCounts, pending } from "./pending-counts";

/** Rows per statement: well under PostgreSQL's 65535 parameters at five a row. */
const CHUNK = 1000;

let running: Promise<number> = Promise.resolve(0);

/**
 * Adds this process's pending counts to the daily rows (an upsert that increments, so several server
 * processes add up) and forgets them; counts that could not be written stay pending for the next flush.
 * Counts of a store deleted meanwhile are dropped by the join. Flushes run one after the other, each once the
 * beacons already answered are counted.
 */
export function flushAnalyticsCounts(db: Db): Promise<number> {
  running = running.catch(() => 0).then(() => write(db));
  return running;
}

/** How long a flush waits for the body of a beacon already answered: a body that comes later is counted by the next one. */
const ARRIVAL_WAIT_MS = 10_000;

/**
 * Waits for the beacons already answered: their bodies read and their venues looked up. A sender whose connection
 * closed before its whole body came counted nothing; Node ends no request it has answered, so its socket is watched.
 */
async function arrived(): Promise<void> {
  await Promise.all(
    [...pending.arriving].map(async (request) => {
      await Promise.race([finished(request), finished(request.socket), setTimeout(ARRIVAL_WAIT_MS, undefined, { ref: false })]).catch(() => undefined);
      if (request.socket.destroyed) pending.arriving.delete(request);
    }),
  );
  await Promise.all(pending.counting);
}

async function write(db: Db): Promise<number> {
  await arrived();
  const taken = [...pending.counts.values()];
  pending.counts.clear();
  let written = 0;
  try {
    for (; written < taken.length; written += CHUNK) {
      const rows = taken.slice(written, written + CHUNK).map(
        ({ cell, count }) => sql`(${cell.storeId}::integer, ${cell.day}::date, ${cell.dimension}::text, ${cell.key}::text, ${count}::integer)`,
      );
      await db.execute(sql`
        insert into analytics_counts (company_id, store_id, day, dimension, key, count)
        select s.company_id, v.store_id, v.day, v.dimension, v.key, v.count
        from (values ${sql.join(rows, sql`, `)}) as v(store_id, day, dimension, key, count)
        join stores s on s.id = v.store_id
        on conflict (store_id, day, dimension, key) do update set count = analytics_counts.count + excluded.count`);
    }
    return taken.length;
  } catch (error) {
    for (const { cell, count } of taken.slice(written)) addPendingCounts([cell], count);
    throw error;
  }
}
