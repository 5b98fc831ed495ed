"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "../catalogue-text";

/** Turns a refusal key into text: tablesAdmin.errors, then promotionsAdmin.errors, then auth.errors. */
export function useTablesErrorText() {
  return catalogueText([useTranslations("tablesAdmin.errors"), useTranslations("promotionsAdmin.errors"), useTranslations("auth.errors")]);
}
