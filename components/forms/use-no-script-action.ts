"use client";

import { useActionState } from "react";
import type { ActionResult } from "@/lib/server/auth/action";

/**
 * The same server action as the form's `action`, so that a form sent before its script ran (a slow phone)
 * or without script posts its fields to the server instead of putting them into the address. Gives the
 * answer to such a post (null until one came), its refusal key for the form alert, and the function for
 * the form's `action`.
 */
export function useNoScriptAction<T>(action: (values: never) => Promise<ActionResult<T>>) {
  const asPosted = action as unknown as (previous: ActionResult<T> | null, form: FormData) => Promise<ActionResult<T> | null>;
  const [posted, postAction] = useActionState(asPosted, null);
  const postedFailure = !posted || posted.ok ? null : (Object.values(posted.fieldErrors ?? {})[0] ?? posted.error);
  return { posted, postedFailure, postAction };
}
