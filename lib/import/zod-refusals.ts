import type { z } from "zod";
import type { ImportColumn } from "./import-columns";
import type { ImportRow, Refusal, RefusalReason } from "./import-plan";

const FORM_REASONS = new Set<string>(["priceZero", "weightZero", "priceAndWeightRequired", "invalidValue", "stringEmpty", "maxLength", "required"]);

/** A form schema's issues as refusals of `row`: "maxLength:150" keeps its limit, a field maps to the column it came from. */
export function zodRefusals(row: ImportRow, issues: z.core.$ZodIssue[], columns: Record<string, ImportColumn>): Refusal[] {
  return issues.map((issue) => {
    const [key, num] = issue.message.split(":");
    const reason = (FORM_REASONS.has(key ?? "") ? key : "invalidValue") as RefusalReason;
    const column = columns[String(issue.path[0])] ?? null;
    return {
      sheet: row.sheet,
      row: row.row,
      column: column ? (row.headers[column] ?? column) : null,
      reason,
      ...(num ? { num: Number(num) } : {}),
    };
  });
}
