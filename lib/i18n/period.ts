/**
 * A subscription period [startsAt, endsAt) as people read it, from its first to its last day in the
 * venue's time zone; the one format for the timeline, the invoices and the invoice PDF.
 */
export function formatPeriod(locale: string, timeZone: string, startsAt: string | Date, endsAt: string | Date | null): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const start = new Date(startsAt);
  if (!endsAt) return `${format.format(start)} –`;
  return format.formatRange(start, lastDay(start, endsAt));
}

/** The last day a period covers: the instant before it ends (never before its start). */
export function lastDay(startsAt: string | Date, endsAt: string | Date): Date {
  const start = new Date(startsAt).getTime();
  return new Date(Math.max(start, new Date(endsAt).getTime() - 1));
}
