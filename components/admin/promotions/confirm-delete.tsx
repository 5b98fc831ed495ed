"use client";

import { useTranslations } from "next-intl";
import { type ConfirmDeleteProps, ConfirmDeleteBody } from "../confirm-delete";
import { usePromotionsErrorText } from "./use-promotions-error-text";

export function ConfirmDelete(props: ConfirmDeleteProps) {
  const t = useTranslations("promotionsAdmin");
  const errorText = usePromotionsErrorText();
  return <ConfirmDeleteBody {...props} labels={{ cancel: t("cancel"), delete: t("delete") }} errorText={errorText} />;
}
