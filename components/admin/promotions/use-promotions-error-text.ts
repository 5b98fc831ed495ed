"use client";

import { useTranslations } from "next-intl";

/** Turns a refusal key into text: promotionsAdmin.errors, then staff.errors, then auth.errors. */
export function usePromotionsErrorText() {
  const own = useTranslations("promotionsAdmin.errors");
  const staff = useTranslations("staff.errors");
  const auth = useTranslations("auth.errors");
  return (message?: string | null): string | null => {
    if (!message) return null;
    const [key = "requestFailed", num] = message.split(":");
    const values = { num: Number(num) };
    if (own.has(key)) return own(key, values);
    if (staff.has(key)) return staff(key, values);
    if (auth.has(key)) return auth(key, values);
    return auth("requestFailed");
  };
}
