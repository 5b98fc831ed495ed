"use client";

import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/server/auth/action";
import { applyActionResult } from "./apply-action-result";

interface Options {
  onDone: () => void;
  /** the form's fields (see applyActionResult) */
  fields?: readonly string[];
  /** which key the form alert shows for a refusal no field carries */
  alertKey?: (refusal: string) => string;
}

/** Submits a form to its server action: field errors onto the fields, anything else into `failure` for the form alert. */
export function useActionSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  submit: (values: Values) => Promise<ActionResult<unknown>>,
  { onDone, fields, alertKey = (refusal) => refusal }: Options,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await submit(values);
    const refusal = applyActionResult(result, form.setError, { fields });
    setFailure(refusal && alertKey(refusal));
    if (result.ok) onDone();
  });
  return { send, failure };
}
