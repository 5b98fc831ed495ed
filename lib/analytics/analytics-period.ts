const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The longest period a summary covers: the retention's 13 months. */
export const MAX_PERIOD_DAYS = 400;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isCalendarDay(value: string): boolean {
  return DAY.test(value) && toDay(toTime(value)) === value;
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = toTime(from); time <= toTime(to); time += DAY_MS) days.push(toDay(time));
  return days;
}

/** `day` moved by `days` (negative: earlier). */
export function shiftDay(day: string, days: number): string {
  return toDay(toTime(day) + days * DAY_MS);
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;
  return { from: shiftDay(from, -length), to: shiftDay(from, -1) };
}
