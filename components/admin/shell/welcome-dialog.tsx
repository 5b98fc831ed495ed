"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { ActionResult } from "@/lib/server/auth/action";

/** Opens once after setup (when setup_welcome_message is exactly false); closing it is remembered. */
export function WelcomeDialog({ close }: { close: (input: Record<string, never>) => Promise<ActionResult<unknown>> }) {
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
      <p className="mt-3 text-zinc-700 dark:text-zinc-300">{t("text")}</p>
      <form method="dialog" className="mt-6 text-end">
        <button type="submit" autoFocus className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t("close")}
        </button>
      </form>
    </dialog>
  );
}
