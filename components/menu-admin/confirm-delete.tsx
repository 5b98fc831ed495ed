"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { dangerButton, secondaryButton } from "@/components/admin/buttons";
import { FormAlert } from "@/components/auth/form-alert";
import type { ActionResult } from "@/lib/server/auth/action";
import { SPECIFIC_ERRORS, useMenuErrorText } from "./use-menu-error-text";

/** The body of a delete confirmation: what goes, Cancel (focused first) and Delete. */
export function ConfirmDelete({
  text,
  detail,
  failureKey,
  remove,
  onDone,
  onCancel,
}: {
  text: string;
  detail?: string;
  failureKey: string;
  remove: () => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("menuAdmin.actions");
  const errorText = useMenuErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    const result = await remove();
    setPending(false);
    if (result.ok) onDone();
    else setFailure(SPECIFIC_ERRORS.has(result.error) ? result.error : failureKey);
  };
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={errorText(failure)} />
      <p>{text}</p>
      {detail ? <p className="font-medium">{detail}</p> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={secondaryButton} autoFocus>
          {t("cancel")}
        </button>
        <button type="button" onClick={() => void confirm()} disabled={pending} className={dangerButton}>
          {t("delete")}
        </button>
      </div>
    </div>
  );
}
