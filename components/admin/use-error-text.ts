"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "./catalogue-text";

/** Turns a catalogue key such as `managersLimit:5` or `emailExists` into text: staff.errors, then auth.errors. */
export function useErrorText() {
  return catalogueText([useTranslations("staff.errors"), useTranslations("auth.errors")]);
}
