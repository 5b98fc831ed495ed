import type { Schedule } from "../db/schema/menu";

export interface LocalTime {
  /** ISO weekday, 1 = Monday … 7 = Sunday */
  weekday: number;
  /** minutes since local midnight */
  minutes: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export function toMinutes(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** The weekday and time of `date` on the wall clock of `timeZone`. */
export function localTime(date: Date, timeZone: string): LocalTime {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "0";
  return { weekday: WEEKDAYS[part("weekday")] ?? 1, minutes: Number(part("hour")) * 60 + Number(part("minute")) };
}

/**
 * Whether a moment falls in a weekly window. A window whose end is not after its start crosses
 * midnight: Friday 18:00–02:00 also covers Saturday 01:00.
 */
export function isInWindow(window: Pick<Schedule, "days" | "start" | "end">, at: LocalTime): boolean {
  const start = toMinutes(window.start);
  const end = toMinutes(window.end);
  if (end > start) return window.days.includes(at.weekday) && at.minutes >= start && at.minutes < end;
  const previousDay = at.weekday === 1 ? 7 : at.weekday - 1;
  return (window.days.includes(at.weekday) && at.minutes >= start) || (window.days.includes(previousDay) && at.minutes < end);
}

/** A disabled or missing schedule never hides anything. */
export function isScheduledVisible(schedule: Schedule | null | undefined, at: LocalTime): boolean {
  return !schedule?.enabled || isInWindow(schedule, at);
}

/** Whether a venue is open at `at`, given its working hours (closing after midnight allowed). */
export function isOpenAt(hours: { days: number[]; opens: string; closes: string }[], at: LocalTime): boolean {
  return hours.some((entry) => isInWindow({ days: entry.days, start: entry.opens, end: entry.closes }, at));
}
