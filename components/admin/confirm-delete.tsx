"use client";

import { useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import type { ActionResult } from "@/lib/server/auth/action";
import { dangerButton, secondaryButton } from "./buttons";

export interface ConfirmDeleteProps {
  text: string;
  detail?: string;
  remove: () => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}

/** The body of a delete confirmation: what goes, Cancel (focused first) and Delete; a refusal stays visible. */
export function ConfirmDeleteBody({
  text,
  detail,
  remove,
  onDone,
  onCancel,
  labels,
  errorText,
}: ConfirmDeleteProps & {
  labels: { cancel: string; delete: string };
  errorText: (failure: string | null) => string | null;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const result = await remove();
    setPending(false);
    if (result.ok) onDone();
    else setFailure(result.error);
  };
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={errorText(failure)} />
      <p>{text}</p>
      {detail ? <p className="font-medium">{detail}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton} autoFocus>
          {labels.cancel}
        </button>
        <button type="button" onClick={() => void confirm()} disabled={pending} className={dangerButton}>
          {labels.delete}
        </button>
      </div>
    </div>
  );
}
