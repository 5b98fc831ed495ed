"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/ui/form-alert";
import type { ActionResult } from "@/lib/server/auth/action";
import { dangerButton, secondaryButton } from "@/components/ui/buttons";
import { useErrorText } from "@/components/forms/use-error-text";

export function DeleteStaffForm({
  name,
  email,
  remove,
  onDone,
  onCancel,
}: {
  name: string;
  email: string;
  remove: () => Promise<ActionResult<unknown>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations("staff.users");
  const errorText = useErrorText("staff");
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
      <p>{t("deleteText", { name, email })}</p>
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
