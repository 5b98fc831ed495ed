import "server-only";
import type { ImportPlan, Missing, Refusal } from "../../import/import-plan";
import type { MappedColumn } from "../../schemas/menu-import";

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  deleted: number;
  refused: Refusal[];
  missing: Missing[];
  /** whether the changes were written: never on a dry run, never while a row is refused */
  applied: boolean;
  /** a file Carta did not export, sent without a mapping: its header, first rows, the guessed mapping and the store's other languages */
  needsMapping?: { header: string[]; samples: string[][]; mapping: (MappedColumn | null)[]; languages: string[] };
}

/** What a plan does, as an import answers it. */
export function importReport(plan: ImportPlan, deleted: number, applied: boolean): ImportReport {
  return {
    created: plan.create.length,
    updated: plan.update.length,
    unchanged: plan.unchanged,
    deleted,
    refused: plan.refused,
    missing: plan.missing,
    applied,
  };
}
