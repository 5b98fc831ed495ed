import "server-only";
import type { Schedule } from "../../db/schema/menu";
import { normalizeSchedule, scheduleBlockedByParents, scheduleIssues } from "../../domain/schedule-rules";
import { DomainError } from "../context";

/** The schedule to store; refused when one of the parents already has its own (SPEC §4). */
export function guardSchedule(schedule: Schedule | null, parents: { schedule: Schedule | null }[]): Schedule | null {
  const [issue] = schedule ? scheduleIssues(schedule) : [];
  if (issue) throw new DomainError(issue.key, `schedule.${issue.field}`);
  const normal = normalizeSchedule(schedule);
  if (scheduleBlockedByParents(normal, parents.map((parent) => parent.schedule))) throw new DomainError("scheduleParent", "schedule");
  return normal;
}
