"use client";

import { useTranslations } from "next-intl";

/** Turns a catalogue key such as `managersLimit:5` or `emailExists` into text: staff.errors, then auth.errors. */
export function useErrorText() {
  const staff = useTranslations("staff.errors");
  const auth = useTranslations("auth.errors");
  return (message?: string | null): string | null => {
    if (!message) return null;
    const [key = "requestFailed", num] = message.split(":");
    const values = { num: Number(num) };
    if (staff.has(key)) return staff(key, values);
    if (auth.has(key)) return auth(key, values);
    return auth("requestFailed");
  };
}
