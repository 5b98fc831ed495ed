"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import type { ActionResult } from "@/lib/server/auth/action";
import { SPECIFIC_ERRORS } from "./specific-errors";

/** Submits a category or item form: any refusal without a text of its own is told by `failureKey`. */
export function useMenuFormSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  { submit, failureKey, onDone }: { submit: (values: Values) => Promise<ActionResult<unknown>>; failureKey: string; onDone: () => void },
) {
  return useActionSubmit(form, submit, { onDone, alertKey: (refusal) => (SPECIFIC_ERRORS.has(refusal) ? refusal : failureKey) });
}
