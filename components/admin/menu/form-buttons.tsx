"use client";

import { useTranslations } from "next-intl";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";

export function FormButtons({ submitLabel, pending, onCancel }: { submitLabel: string; pending: boolean; onCancel: () => void }) {
  const t = useTranslations("menuAdmin.actions");
  return (
    <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap justify-end gap-2 border-t border-zinc-200 bg-[var(--background)] px-6 py-4 dark:border-zinc-800">
      <button type="button" onClick={onCancel} className={secondaryButton}>
        {t("cancel")}
      </button>
      <button type="submit" disabled={pending} aria-busy={pending} className={primaryButton}>
        {pending ? t("saving") : submitLabel}
      </button>
    </div>
  );
}
