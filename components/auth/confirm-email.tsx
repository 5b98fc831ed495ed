"use client";

import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { ActionResult } from "@/lib/server/auth/action";
import { Countdown } from "./countdown";
import { ExpiredLink } from "./expired-link";

type Props = {
  token: string;
  action: (input: { token: string }) => Promise<ActionResult<{ loginToken: string }>>;
};

const CONTINUE_AFTER_S = 5;

/** Confirms the e-mail in the browser (mail scanners fetching the link leave the token alone) and signs in. */
export function ConfirmEmail({ token, action }: Props) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [state, setState] = useState<"pending" | "done" | "failed" | "confirmedBefore">("pending");
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await action({ token }).catch(() => null);
      if (!result?.ok) return setState(result?.error === "alreadyConfirmed" ? "confirmedBefore" : "failed");
      const signedIn = await signIn("credentials", { loginToken: result.data.loginToken, redirect: false });
      setState(signedIn?.ok && !signedIn.error ? "done" : "failed");
    })();
  }, [action, token]);
  if (state === "failed") {
    return <ExpiredLink message={t("errors.confirmExpired")} href={`/${locale}`} label={t("signIn.title")} />;
  }
  if (state === "confirmedBefore") {
    return <ExpiredLink tone="success" message={t("register.alreadyConfirmed")} href={`/${locale}`} label={t("signIn.title")} />;
  }
  if (state === "pending") {
    return (
      <p role="status" aria-busy="true" className="text-zinc-600 dark:text-zinc-400">
        {t("organization.checking")}
      </p>
    );
  }
  return (
    <Countdown
      seconds={CONTINUE_AFTER_S}
      href={`/${locale}/register/organization`}
      text={(seconds) => t("register.confirmed", { seconds })}
      actionLabel={t("register.continue")}
    />
  );
}
