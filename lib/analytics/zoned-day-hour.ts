const formats = new Map<string, { format: Intl.DateTimeFormat; minute: number; value: { day: string; hour: number } | null }>();

/**
 * The calendar day (`YYYY-MM-DD`) and hour (0–23) the wall clock of `timeZone` shows at `at`. Remembered for
 * the minute (offsets are whole minutes): a burst of beacons formats the date once.
 */
export function zonedDayHour(at: Date, timeZone: string): { day: string; hour: number } {
  let entry = formats.get(timeZone);
  if (!entry) {
    const format = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit" });
    formats.set(timeZone, (entry = { format, minute: Number.NaN, value: null }));
  }
  const minute = Math.floor(at.getTime() / 60_000);
  if (entry.minute !== minute || !entry.value) {
    const parts = Object.fromEntries(entry.format.formatToParts(at).map((part) => [part.type, part.value]));
    entry.value = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
    entry.minute = minute;
  }
  return entry.value;
}
