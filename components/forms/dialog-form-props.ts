import type { ActionResult } from "@/lib/server/auth/action";

/** What a creation or edit form inside a dialog receives: its starting values, its action and the dialog's handlers. */
export interface DialogFormProps<Values> {
  initial: Values;
  submitLabel: string;
  submit: (values: Values) => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}
