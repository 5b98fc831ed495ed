"use client";

import { signOut } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";

export function SignOutButton() {
  const t = useTranslations("auth.signIn");
  const locale = useLocale();
  return (
    <button
      type="button"
      data-testid="sign-out"
      onClick={() => void signOut({ callbackUrl: `/${locale}` })}
      className="rounded-md border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700"
    >
      {t("signOut")}
    </button>
  );
}
