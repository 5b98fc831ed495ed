"use client";

import { useTranslations } from "next-intl";
import { useEditMode } from "./use-edit-mode";

export function EditModeToggle() {
  const t = useTranslations("menuAdmin.editMode");
  const [on, setOn] = useEditMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setOn(!on)}
      data-testid="edit-mode"
      className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <span
        aria-hidden
        className={`relative h-6 w-11 rounded-full transition-colors ${on ? "bg-brand-600" : "bg-zinc-300 dark:bg-zinc-700"}`}
      >
        <span className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${on ? "start-[1.375rem]" : "start-0.5"}`} />
      </span>
      {t("label")}
    </button>
  );
}
