"use client";

import { useLocale, useTranslations } from "next-intl";

export function SignOutButton() {
  const t = useTranslations("auth.signIn");
  const locale = useLocale();
  // next-auth's client loads with the click, not with every admin page.
  const signOut = async () => (await import("next-auth/react")).signOut({ callbackUrl: `/${locale}` });
  return (
    <button
      type="button"
      data-testid="sign-out"
      onClick={() => void signOut()}
      className="rounded-md border border-zinc-300 px-3 py-1 text-sm dark:border-zinc-700"
    >
      {t("signOut")}
    </button>
  );
}
