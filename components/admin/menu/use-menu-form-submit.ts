"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyActionResult } from "@/components/forms/apply-action-result";
import type { ActionResult } from "@/lib/server/auth/action";
import { SPECIFIC_ERRORS } from "./specific-errors";

/** Submits a category or item form: field errors go onto the fields, any other refusal is told by `failureKey` unless it has its own text. */
export function useMenuFormSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  { submit, failureKey, onDone }: { submit: (values: Values) => Promise<ActionResult<unknown>>; failureKey: string; onDone: () => void },
) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await submit(values);
    const general = applyActionResult(result, form.setError);
    setFailure(general && (SPECIFIC_ERRORS.has(general) ? general : failureKey));
    if (result.ok) onDone();
  });
  return { send, failure };
}
