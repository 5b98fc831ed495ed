"use client";

import { useTranslations } from "next-intl";

/** Turns a refusal key such as `invalidPhone` or `maxLength:100` into text (storeSettings.errors, then auth.errors). */
export function useSettingsErrorText() {
  const settings = useTranslations("storeSettings.errors");
  const auth = useTranslations("auth.errors");
  return (message?: string | null): string | null => {
    if (!message) return null;
    const [key = "requestFailed", num] = message.split(":");
    const values = { num: Number(num) };
    if (settings.has(key)) return settings(key, values);
    if (auth.has(key)) return auth(key, values);
    return settings("requestFailed");
  };
}
