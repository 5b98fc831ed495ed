"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "../catalogue-text";

/** Turns a refusal key into text: promotionsAdmin.errors, then staff.errors, then auth.errors. */
export function usePromotionsErrorText() {
  return catalogueText([useTranslations("promotionsAdmin.errors"), useTranslations("staff.errors"), useTranslations("auth.errors")]);
}
