import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";

/** Inputs the server checks that no form shows as a field of its own. */
const HIDDEN_FIELDS = new Set(["_", "storeId", "version"]);

interface Options {
  /** The form's fields; errors about any other input go to the form alert. Every shown field unless given. */
  fields?: readonly string[];
  /** Long forms: also say above the form that fields need correcting (the `invalid` key). */
  summary?: boolean;
}

/**
 * Puts a refused action's field errors on their (nested) fields, focusing the first, keeping every typed
 * value; returns the error key for the form alert: the refusal when no field carries it, else nothing
 * (or `invalid` for a refused validation with `summary`).
 */
export function applyActionResult<T extends FieldValues>(
  result: ActionResult<unknown>,
  setError: UseFormSetError<T>,
  { fields, summary = false }: Options = {},
): string | null {
  if (result.ok) return null;
  const shown = (field: string) => (fields ? fields.includes(field) : !HIDDEN_FIELDS.has(field));
  const entries = Object.entries(result.fieldErrors ?? {}).filter(([field]) => shown(field));
  entries.forEach(([field, message], index) => setError(field as Path<T>, { message }, { shouldFocus: index === 0 }));
  if (entries.length === 0) return result.error;
  return summary && result.error === "invalid" ? "invalid" : null;
}
