"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "../admin/catalogue-text";

/** Turns a refusal key such as `wifiWpaPassword` or `maxLength:200` into text (venueExtrasAdmin.errors). */
export function useExtrasErrorText() {
  return catalogueText([useTranslations("venueExtrasAdmin.errors")]);
}
