"use client";

import { useTranslations } from "next-intl";

/** Turns a refusal key into text: tablesAdmin.errors, then promotionsAdmin.errors, then auth.errors. */
export function useTablesErrorText() {
  const own = useTranslations("tablesAdmin.errors");
  const shared = useTranslations("promotionsAdmin.errors");
  const auth = useTranslations("auth.errors");
  return (message?: string | null): string | null => {
    if (!message) return null;
    const [key = "requestFailed", num] = message.split(":");
    const values = { num: Number(num) };
    if (own.has(key)) return own(key, values);
    if (shared.has(key)) return shared(key, values);
    if (auth.has(key)) return auth(key, values);
    return auth("requestFailed");
  };
}
