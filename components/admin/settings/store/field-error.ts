import { type FieldErrors, get } from "react-hook-form";

/** The message at a (nested) field path, including errors about an array field as a whole. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

export const fieldId = (path: string) => `store-${path.replace(/\./g, "-")}`;
