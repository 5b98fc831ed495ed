"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { WelcomeState } from "@/lib/domain/welcome-state";
import type { ActionResult } from "@/lib/server/auth/action";

type Props = { state: WelcomeState; close: (input: Record<string, never>) => Promise<ActionResult<unknown>> };

/**
 * Opens once after setup (when setup_welcome_message is exactly false); closing it is remembered. It says
 * where the sections are as the layout places them (on top on a phone, on the left from the md breakpoint)
 * and promises setup days only while they run.
 */
export function WelcomeDialog({ state, close }: Props) {
  const t = useTranslations("profile.welcome");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="welcome-title"
      onClose={() => void close({})}
      className="m-auto max-w-md rounded-2xl bg-[var(--background)] p-6 text-[var(--foreground)] shadow-xl backdrop:bg-black/50"
    >
      <h2 id="welcome-title" className="text-2xl font-semibold">
        {t("title")}
      </h2>
      <p data-testid="welcome-text" className="mt-3 text-zinc-700 dark:text-zinc-300">
        <span className="md:hidden">{t(`${state.kind}.narrow`, { days: state.kind === "setup" ? state.days : 0 })}</span>
        <span className="max-md:hidden">{t(`${state.kind}.wide`, { days: state.kind === "setup" ? state.days : 0 })}</span>
      </p>
      <form method="dialog" className="mt-6 text-end">
        <button type="submit" autoFocus className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t("close")}
        </button>
      </form>
    </dialog>
  );
}
