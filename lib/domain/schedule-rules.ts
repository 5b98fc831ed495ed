import type { Schedule } from "../db/schema/menu";
import { toMinutes } from "./schedule";

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export type ScheduleIssue = { field: "days" | "start" | "end"; key: "selectAtLeastOne" | "invalidValue" };

/** A schedule that is switched on hides its object outside the window; a switched-off one is only kept for later. */
export function hasOwnSchedule(schedule: Schedule | null | undefined): boolean {
  return Boolean(schedule?.enabled);
}

/** SPEC §4: a category (or item) cannot get a schedule while one of its parents has its own. */
export function scheduleBlockedByParents(schedule: Schedule | null | undefined, parents: (Schedule | null | undefined)[]): boolean {
  return hasOwnSchedule(schedule) && parents.some(hasOwnSchedule);
}

export function crossesMidnight(schedule: Pick<Schedule, "start" | "end">): boolean {
  return toMinutes(schedule.end) <= toMinutes(schedule.start);
}

export function scheduleIssues(schedule: Schedule): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  if (!TIME_PATTERN.test(schedule.start)) issues.push({ field: "start", key: "invalidValue" });
  if (!TIME_PATTERN.test(schedule.end)) issues.push({ field: "end", key: "invalidValue" });
  if (schedule.days.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) issues.push({ field: "days", key: "invalidValue" });
  else if (schedule.enabled && schedule.days.length === 0) issues.push({ field: "days", key: "selectAtLeastOne" });
  return issues;
}

/** Sorted, distinct weekdays; a switched-off schedule without weekdays is no schedule at all. */
export function normalizeSchedule(schedule: Schedule | null | undefined): Schedule | null {
  if (!schedule) return null;
  const days = [...new Set(schedule.days)].sort((a, b) => a - b);
  if (!schedule.enabled && days.length === 0) return null;
  return { enabled: schedule.enabled, days, start: schedule.start, end: schedule.end };
}
