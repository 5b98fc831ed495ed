"use client";

import { useTranslations } from "next-intl";
import { catalogueText } from "@/lib/i18n/catalogue-text";

/** The error catalogues each area of the app reads, most specific first. */
export const ERROR_CATALOGUES = {
  auth: ["auth.errors"],
  staff: ["staff.errors", "subscriptions.errors", "auth.errors"],
  menu: ["menuAdmin.errors", "auth.errors"],
  promotions: ["promotionsAdmin.errors", "staff.errors", "auth.errors"],
  tables: ["tablesAdmin.errors", "auth.errors"],
  settings: ["storeSettings.errors", "auth.errors"],
  extras: ["venueExtrasAdmin.errors", "auth.errors"],
  subscriptions: ["subscriptions.errors", "auth.errors"],
  translations: ["translationsAdmin.errors", "auth.errors"],
  platform: ["platform.errors", "subscriptions.errors", "auth.errors"],
} as const;

export type ErrorArea = keyof typeof ERROR_CATALOGUES;

/**
 * Turns a refusal key such as `maxLength:100` or `emailExists` into the text of the area's catalogues;
 * an unknown key reads as the given fallback key, or as `requestFailed`.
 */
export function useErrorText(area: ErrorArea) {
  return catalogueText(useTranslations(), ERROR_CATALOGUES[area]);
}
