"use client";

import { useState } from "react";
import type { ActionResult } from "@/lib/server/auth/action";
import { dangerButton, secondaryButton } from "./buttons";
import { FormAlert } from "./form-alert";

export interface ConfirmDeleteProps {
  text: string;
  labels: { cancel: string; delete: string };
  /** How a refusal key becomes the text shown above the buttons. */
  errorText: (failure: string | null) => string | null;
  detail?: string;
  remove: () => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}

/** The body of a delete confirmation: what goes, Cancel (focused first) and Delete; a refusal stays visible. */
export function ConfirmDelete({ text, detail, remove, onDone, onCancel, labels, errorText }: ConfirmDeleteProps) {
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
