import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";

/** Puts a refused save's field errors on the form (keeping every typed value); returns the error for the alert, if any. */
export function applyServerErrors<T extends FieldValues>(result: ActionResult<unknown>, setError: UseFormSetError<T>): string | null {
  if (result.ok) return null;
  const fields = Object.entries(result.fieldErrors ?? {});
  fields.forEach(([field, message], index) => setError(field as Path<T>, { message }, { shouldFocus: index === 0 }));
  return fields.length > 0 ? null : result.error;
}
