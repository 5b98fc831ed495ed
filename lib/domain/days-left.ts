const DAY_MS = 86_400_000;

/** Whole days, rounded up, from `now` until a period ends; null for a period without end. */
export function daysLeft(endsAt: string | null, now: Date): number | null {
  return endsAt ? Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS)) : null;
}
