import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";

/** Puts a refused save's field errors on their fields; returns the key for the form alert. */
export function applySaveErrors<T extends FieldValues>(result: ActionResult<unknown>, setError: UseFormSetError<T>): string | null {
  if (result.ok) return null;
  const entries = Object.entries(result.fieldErrors ?? {}).filter(([field]) => !["_", "storeId", "version"].includes(field));
  entries.forEach(([field, message], index) => setError(field as Path<T>, { message }, { shouldFocus: index === 0 }));
  return entries.length > 0 && result.error === "invalid" ? "invalid" : result.error;
}
