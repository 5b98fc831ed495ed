"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/use-error-text";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import type { ActionResult } from "@/lib/server/auth/action";

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
  return (
    <ConfirmDelete
      text={t("deleteText", { name, email })}
      remove={remove}
      onDone={onDone}
      onCancel={onCancel}
      labels={{ cancel: t("cancel"), delete: t("delete") }}
      errorText={errorText}
    />
  );
}
