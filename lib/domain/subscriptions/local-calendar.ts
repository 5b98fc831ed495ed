import { zonedDayStart } from "../zoned-day";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

function dayStart(day: string, timeZone: string): Date {
  const start = zonedDayStart(day, timeZone);
  if (!start) throw new Error(`Not a calendar day: ${day}`);
  return start;
}

function shiftDay(day: string, days: number, months: number): string {
  const [, year, month, date] = DAY.exec(day)!.map(Number) as [number, number, number, number];
  const monthIndex = month - 1 + months;
  const lastOfMonth = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(date, lastOfMonth) + days)).toISOString().slice(0, 10);
}

/** The store's local midnight that starts the day of `at`. */
export function localMidnight(at: Date, timeZone: string): Date {
  return dayStart(localDate(at, timeZone), timeZone);
}

/** Local midnight `days` calendar days after the day of `at` (daylight-saving days are 23 or 25 hours long). */
export function addLocalDays(at: Date, days: number, timeZone: string): Date {
  return dayStart(shiftDay(localDate(at, timeZone), days, 0), timeZone);
}

/** Local midnight `months` calendar months after the day of `at`; the 31st becomes the month's last day. */
export function addLocalMonths(at: Date, months: number, timeZone: string): Date {
  return dayStart(shiftDay(localDate(at, timeZone), 0, months), timeZone);
}

/** Whole calendar days from the day of `from` to the day of `to` in `timeZone` (negative when `to` is earlier). */
export function localDaysBetween(from: Date, to: Date, timeZone: string): number {
  const utcDay = (at: Date) => Date.parse(`${localDate(at, timeZone)}T00:00:00Z`) / 86_400_000;
  return utcDay(to) - utcDay(from);
}
