// Imported by the HTTP server too (server/main.ts flushes the counts on shutdown), outside Next.
import "server-only";
import type { IncomingMessage } from "node:http";
import type { BeaconCount } from "../../analytics/beacon-counts";

/** One counted cell: a store's day, dimension and key. */
export interface CountCell extends BeaconCount {
  storeId: number;
  day: string;
}

interface PendingState {
  counts: Map<string, { cell: CountCell; count: number }>;
  /** beacons already answered whose bodies are still on their way: a flush waits for them (or their senders gone) */
  arriving: Set<IncomingMessage>;
  /** beacons read whose venue is still being looked up: a flush waits for them too */
  counting: Set<Promise<unknown>>;
  /** writes this process's counts now (set once the first beacon started the flushing) */
  flushNow?: () => Promise<unknown>;
  timer?: ReturnType<typeof setInterval>;
}

/**
 * The counts this process gathered since its last write, shared by every module copy in the process
 * (Next.js bundles, the HTTP server): a guest's request only adds in memory, never writes.
 */
export const pending: PendingState = ((globalThis as unknown as { cartaAnalytics?: PendingState }).cartaAnalytics ??= { counts: new Map(), arriving: new Set(), counting: new Set() });

export function addPendingCounts(cells: readonly CountCell[], times = 1): void {
  for (const cell of cells) {
    const id = `${cell.storeId}\n${cell.day}\n${cell.dimension}\n${cell.key}`;
    const entry = pending.counts.get(id);
    if (entry) entry.count += times;
    else pending.counts.set(id, { cell, count: times });
  }
}
