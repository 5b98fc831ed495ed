/** The state of one language's text of an entity, as stored. */
export type TextStatus = "queued" | "in_progress" | "done" | "error";

/** SPEC §4/§7: what the statuses API answers for an entity as a whole. */
export type PolledStatus = "in_queue" | "in_progress" | "completed" | "failed";

export const TRANSLATABLE_TYPES = ["Product", "Promotion", "Category"] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];

/**
 * An entity's translation state from its languages' states: still moving while any language waits or
 * runs (running first), then failed if any language failed, else completed (also with no languages).
 */
export function entityStatus(statuses: readonly TextStatus[]): PolledStatus {
  if (statuses.includes("in_progress")) return "in_progress";
  if (statuses.includes("queued")) return "in_queue";
  if (statuses.includes("error")) return "failed";
  return "completed";
}
