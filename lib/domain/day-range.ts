import type { Schedule } from "../db/schema/menu";
import type { WorkingHours } from "../db/schema/stores";

/** How a page or a file names the days of the week in its language. */
export interface WeekdayTexts {
  /** an ISO weekday (1 = Monday), short */
  weekday(day: number): string;
  daySeparator: string;
}

/** "Mon–Thu" for three or more days in a row, else the days one by one. */
export function dayRange(days: readonly number[], texts: WeekdayTexts): string {
  const sorted = [...days].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return "";
  const contiguous = last - first + 1 === sorted.length;
  return contiguous && sorted.length > 2 ? `${texts.weekday(first)}–${texts.weekday(last)}` : sorted.map(texts.weekday).join(texts.daySeparator);
}

/** One line per opening-hours entry: "Mon–Thu 10:00–23:00". */
export function hoursLines(hours: readonly WorkingHours[], texts: WeekdayTexts): string[] {
  return hours.map((entry) => `${dayRange(entry.days, texts)} ${entry.opens}–${entry.closes}`);
}

/** "Available Mon–Sun 08:00–12:00" for a schedule that is on; "" otherwise. */
export function scheduleText(schedule: Schedule | null, texts: WeekdayTexts & { available(days: string, start: string, end: string): string }): string {
  if (!schedule?.enabled || schedule.days.length === 0) return "";
  return texts.available(dayRange(schedule.days, texts), schedule.start, schedule.end);
}
