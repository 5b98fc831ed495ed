const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far the wall clock of `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The moment a calendar day (`YYYY-MM-DD`) begins in `timeZone`, or null for a malformed day. */
export function zonedDayStart(day: string, timeZone: string): Date | null {
  return zonedWallTime(day, 0, timeZone);
}

/**
 * The moment the wall clock of `timeZone` shows `minutes` past midnight of `day`, or null for a malformed
 * day. A time skipped by a daylight-saving change falls on the hour after it.
 */
export function zonedWallTime(day: string, minutes: number, timeZone: string): Date | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const midnight = Date.UTC(year, month - 1, date);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  const wall = midnight + minutes * 60_000;
  const first = wall - offsetMs(new Date(wall), timeZone);
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/** The day after `day`, as `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a calendar day `YYYY-MM-DD`. */
export function isoWeekday(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}
