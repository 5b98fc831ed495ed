import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";

/** Puts a refused action's field errors on the form; returns the error for the form's alert, if any. */
export function applyActionResult<T extends FieldValues>(
  result: ActionResult<unknown>,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (result.ok) return null;
  const entries = Object.entries(result.fieldErrors ?? {}).filter(([field]) => fields.includes(field));
  for (const [field, message] of entries) setError(field as Path<T>, { message }, { shouldFocus: true });
  return entries.length > 0 ? null : result.error;
}
