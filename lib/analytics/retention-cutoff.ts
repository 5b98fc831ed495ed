import { ANALYTICS_RETENTION_MONTHS } from "./dimensions";

/** The first day still kept at `now`: counts of earlier days are dropped (13 months back, by UTC calendar). */
export function retentionCutoff(now: Date): string {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - ANALYTICS_RETENTION_MONTHS, now.getUTCDate()));
  // 31 March less one month is 3 March in Date's arithmetic; keep the whole month instead
  if (cutoff.getUTCDate() !== now.getUTCDate()) cutoff.setUTCDate(0);
  return cutoff.toISOString().slice(0, 10);
}
