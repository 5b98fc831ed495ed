"use client";

import { useTranslations } from "next-intl";
import type { MenuImportJobStatusAnswer } from "@/lib/schemas/menu-import-job";

/** How far a large file's import job got: rows read (a check) or saved (an apply) of the file's total, as text and a bar. */
export function ImportProgress({ status }: { status: Pick<MenuImportJobStatusAnswer, "dryRun" | "progress"> }) {
  const t = useTranslations("menuAdmin.import.job");
  const { done, total } = status.progress;
  const text = t(status.dryRun ? "reading" : "writing", { done, total });
  return (
    <div className="flex flex-col gap-1" data-testid="import-progress">
      <p role="status" className="text-sm">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label={t("label")}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${total > 0 ? (100 * done) / total : 0}%` }} />
      </div>
    </div>
  );
}
