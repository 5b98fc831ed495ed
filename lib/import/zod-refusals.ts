import type { z } from "zod";
import { IMPORT_FORM_REASONS } from "../schemas/menu-import";
import type { ImportColumn } from "./import-columns";
import type { ImportRow, Refusal, RefusalReason } from "./import-plan";


/** A form schema's issues as refusals of `row`: "maxLength:150" keeps its limit, a field maps to the column it came from. */
export function zodRefusals(row: ImportRow, issues: z.core.$ZodIssue[], columns: Record<string, ImportColumn>): Refusal[] {
  return issues.map((issue) => {
    const [key, num] = issue.message.split(":");
    const reason = ((IMPORT_FORM_REASONS as readonly string[]).includes(key ?? "") ? key : "invalidValue") as RefusalReason;
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
