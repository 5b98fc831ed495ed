/** SPEC §9: how polling restarts after the set of followed entities changed. */
export interface PollRestart {
  /** restart once the set stayed unchanged this long */
  debounceMs: number;
  /** but no later than this long after the first change not yet acted on */
  maxWaitMs: number;
}

/** How long after a change at `now` to restart polling, the first change not yet acted on having come at `pendingSince`. */
export function restartDelay(restart: PollRestart, pendingSince: number, now: number): number {
  return Math.max(0, Math.min(restart.debounceMs, pendingSince + restart.maxWaitMs - now));
}
