"use client";

import { useTranslations } from "next-intl";
import { type ConfirmDeleteProps, ConfirmDeleteBody } from "@/components/admin/confirm-delete";
import { SPECIFIC_ERRORS, useMenuErrorText } from "./use-menu-error-text";

/** Menu deletions: refusals other than the specific ones show the action's catalogue message. */
export function ConfirmDelete({ failureKey, ...props }: ConfirmDeleteProps & { failureKey: string }) {
  const t = useTranslations("menuAdmin.actions");
  const errorText = useMenuErrorText();
  return (
    <ConfirmDeleteBody
      {...props}
      labels={{ cancel: t("cancel"), delete: t("delete") }}
      errorText={(failure) => errorText(failure && !SPECIFIC_ERRORS.has(failure) ? failureKey : failure)}
    />
  );
}
