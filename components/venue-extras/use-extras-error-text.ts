"use client";

import { useTranslations } from "next-intl";

/** Turns a refusal key such as `wifiWpaPassword` or `maxLength:200` into text (venueExtrasAdmin.errors). */
export function useExtrasErrorText() {
  const t = useTranslations("venueExtrasAdmin.errors");
  return (message?: string | null): string | null => {
    if (!message) return null;
    const [key = "requestFailed", num] = message.split(":");
    return t.has(key) ? t(key, { num: Number(num) }) : t("requestFailed");
  };
}
