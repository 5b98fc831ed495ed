"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "../admin/catalogue-text";

/** Turns a refusal key such as `invalidPhone` or `maxLength:100` into text (storeSettings.errors, then auth.errors). */
export function useSettingsErrorText() {
  const settings = useTranslations("storeSettings.errors");
  return catalogueText([settings, useTranslations("auth.errors")], settings);
}
