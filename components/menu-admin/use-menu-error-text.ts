"use client";

import { useTranslations } from "next-intl";

/** Catalogue text of an error key such as `priceZero` or `maxLength:100`: menuAdmin.errors, then auth.errors. */
export function useMenuErrorText() {
  const menu = useTranslations("menuAdmin.errors");
  const auth = useTranslations("auth.errors");
  return (message?: string | null, fallback = "requestFailed"): string | null => {
    if (!message) return null;
    const [key = fallback, num] = message.split(":");
    const values = { num: Number(num) };
    if (menu.has(key)) return menu(key, values);
    if (auth.has(key)) return auth(key, values);
    return menu.has(fallback) ? menu(fallback) : auth("requestFailed");
  };
}

/** Errors the form shows as they are; anything else becomes the operation's own failure message. */
export const SPECIFIC_ERRORS = new Set([
  "staleVersion",
  "scheduleParent",
  "selectAtLeastOne",
  "priceZero",
  "weightZero",
  "priceAndWeightRequired",
  "invalidValue",
  "stringEmpty",
  "required",
  "unauthorized",
  "deleteCategoryFailed",
]);
