"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { StorageUsage } from "@/lib/uploads/contract";

const MB = 1024 * 1024;

/** "Images use 12.4 MB of the 500 MB your plan includes", with a bar; shown where images are uploaded. */
export function StorageUsageNote({ usage }: { usage: StorageUsage }) {
  const t = useTranslations("uploads");
  const format = useFormatter();
  const share = Math.min(1, usage.usedBytes / usage.quotaBytes);
  const mb = (bytes: number) => format.number(bytes / MB, { maximumFractionDigits: 1 });
  return (
    <div className="mt-4 flex flex-col gap-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="storage-usage">
      <p>{t("usage", { used: mb(usage.usedBytes), quota: mb(usage.quotaBytes) })}</p>
      <div className="h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
        <div className={share >= 0.9 ? "h-full bg-red-600" : "h-full bg-zinc-500"} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}
