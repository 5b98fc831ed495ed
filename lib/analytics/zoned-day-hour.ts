const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) and hour (0–23) the wall clock of `timeZone` shows at `at`. */
export function zonedDayHour(at: Date, timeZone: string): { day: string; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit" });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
