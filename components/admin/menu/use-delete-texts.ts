"use client";

import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/use-error-text";
import { SPECIFIC_ERRORS } from "./specific-errors";

/** A menu deletion's button labels; refusals other than the specific ones read as the deletion's own failure text. */
export function useDeleteTexts(failureKey: string) {
  const t = useTranslations("menuAdmin.actions");
  const errorText = useErrorText("menu");
  return {
    labels: { cancel: t("cancel"), delete: t("delete") },
    errorText: (failure: string | null) => errorText(failure && !SPECIFIC_ERRORS.has(failure) ? failureKey : failure),
  };
}
