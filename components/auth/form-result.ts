import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";

/**
 * Puts a refused action's field errors on their fields, focusing the first; returns the key to
 * show above the form when no field carries the refusal.
 */
export function applyFormResult<T extends FieldValues>(result: ActionResult<unknown>, setError: UseFormSetError<T>): string | null {
  if (result.ok) return null;
  const fields = Object.entries(result.fieldErrors ?? {});
  fields.forEach(([field, message], index) => setError(field as Path<T>, { message }, { shouldFocus: index === 0 }));
  return fields.length > 0 ? null : result.error;
}
