"use client";

import { useFormatter, useTranslations } from "next-intl";
import { byteSize } from "@/lib/i18n/byte-size";
import type { StorageUsage } from "@/lib/uploads/contract";

/** "Images use 240 kB of the 250 MB your plan includes", with a bar; shown where images are uploaded. */
export function StorageUsageNote({ usage }: { usage: StorageUsage }) {
  const t = useTranslations("uploads");
  const format = useFormatter();
  const share = Math.min(1, usage.usedBytes / usage.quotaBytes);
  const size = (bytes: number) => byteSize(format, bytes);
  return (
    <div className="mt-4 flex flex-col gap-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="storage-usage">
      <p>{t("usage", { used: size(usage.usedBytes), quota: size(usage.quotaBytes) })}</p>
      <div className="h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden="true">
        <div className={share >= 0.9 ? "h-full bg-red-600" : "h-full bg-zinc-500"} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}
