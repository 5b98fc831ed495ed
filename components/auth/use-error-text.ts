"use client";

import { useTranslations } from "next-intl";

/** The catalogue text of an `auth.errors` key; unknown keys read as 'Request failed'. */
export function useErrorText() {
  const t = useTranslations("auth.errors");
  return (key: string | null | undefined) => {
    if (!key) return null;
    return t.has(key as "required") ? t(key as "required") : t("requestFailed");
  };
}
