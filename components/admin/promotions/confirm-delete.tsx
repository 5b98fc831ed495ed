"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import type { ActionResult } from "@/lib/server/auth/action";
import { dangerButton, secondaryButton } from "../buttons";
import { usePromotionsErrorText } from "./use-promotions-error-text";

/** The body of a delete confirmation dialog: what goes, and the two choices (Cancel has the focus). */
export function ConfirmDelete({
  text,
  remove,
  onDone,
  onCancel,
}: {
  text: string;
  remove: () => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("promotionsAdmin");
  const errorText = usePromotionsErrorText();
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
