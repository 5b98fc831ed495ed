import type { WorkingHours } from "../db/schema/stores";
import { toMinutes } from "./schedule";
import { localDate } from "./subscriptions/local-calendar";
import { isoWeekday, nextDay, zonedWallTime } from "./zoned-day";

/** Weekly hours repeat within a week; one more day covers today's opening already past. */
const DAYS_AHEAD = 8;

/**
 * The first opening of the venue after `now`, by its weekly working hours in `timeZone`: while it is open
 * that is the next opening, not the one it opened at. Without hours it is the next local midnight.
 */
export function nextOpeningAt(hours: readonly Pick<WorkingHours, "days" | "opens">[], timeZone: string, now: Date): Date {
  let day = localDate(now, timeZone);
  const openings = hours.filter((entry) => entry.days.length > 0);
  if (openings.length === 0) return zonedWallTime(nextDay(day), 0, timeZone)!;
  for (let index = 0; index < DAYS_AHEAD; index += 1) {
    const weekday = isoWeekday(day);
    const moments = openings
      .filter((entry) => entry.days.includes(weekday))
      .map((entry) => zonedWallTime(day, toMinutes(entry.opens), timeZone)!)
      .filter((moment) => moment.getTime() > now.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    if (moments[0]) return moments[0];
    day = nextDay(day);
  }
  return zonedWallTime(nextDay(localDate(now, timeZone)), 0, timeZone)!;
}
