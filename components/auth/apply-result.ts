import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";

/** Puts a failed action's field errors on the form; returns the general error key, if any. */
export function applyResult<T extends FieldValues>(result: ActionResult<unknown>, setError: UseFormSetError<T>): string | null {
  if (result.ok) return null;
  const fields = result.fieldErrors ?? {};
  for (const [field, message] of Object.entries(fields)) setError(field as Path<T>, { message });
  return Object.keys(fields).length > 0 && result.error === "invalid" ? null : result.error;
}
