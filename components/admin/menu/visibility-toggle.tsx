"use client";

import { useTranslations } from "next-intl";
import { useOptimistic, useTransition } from "react";

/** Shows or hides one category or item for guests, at once. */
export function VisibilityToggle({
  name,
  hidden,
  busy,
  onChange,
}: {
  name: string;
  hidden: boolean;
  busy: boolean;
  onChange: (hidden: boolean) => Promise<void>;
}) {
  const t = useTranslations("menuAdmin.visibility");
  const [shownHidden, show] = useOptimistic(hidden);
  const [pending, startTransition] = useTransition();
  const visible = !shownHidden;
  // The new state shows at once; the server's answer (or the old state, on a refusal) replaces it.
  const toggle = () =>
    startTransition(async () => {
      show(!hidden);
      await onChange(!hidden);
    });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={visible}
      aria-label={t("label", { name })}
      disabled={pending || busy}
      aria-busy={pending || busy}
      onClick={toggle}
      title={visible ? t("visible") : t("hidden")}
      className="inline-flex h-9 items-center rounded-md px-1 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60"
    >
      <span aria-hidden className={`relative h-5 w-9 rounded-full transition-colors ${visible ? "bg-green-600" : "bg-zinc-300 dark:bg-zinc-700"}`}>
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all ${visible ? "start-[1.125rem]" : "start-0.5"}`} />
      </span>
    </button>
  );
}
