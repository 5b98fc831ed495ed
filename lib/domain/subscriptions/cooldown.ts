/** SPEC §9: after a switch between plans the next one waits three months. */
export const SWITCH_COOLDOWN_MONTHS = 3;

/** Whether switching is possible at `now`, given from when it is (null: no switch yet). */
export function switchAllowed(switchAvailableFrom: Date | null, now: Date): boolean {
  return switchAvailableFrom === null || switchAvailableFrom.getTime() <= now.getTime();
}
