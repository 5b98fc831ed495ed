"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/browser/toast";
import { useErrorText } from "@/components/forms/use-error-text";
import { smallButton } from "@/components/ui/buttons";
import type { ActionResult } from "@/lib/server/auth/action";

/** Puts one failed job back in the queue. */
export function RetryJobButton({ jobId, retry }: { jobId: number; retry: (input: { jobId: number }) => Promise<ActionResult<{ jobId: number }>> }) {
  const t = useTranslations("platform.system");
  const errorText = useErrorText("platform");
  const router = useRouter();
  const [pending, start] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const click = () =>
    start(async () => {
      const result = await retry({ jobId });
      setFailure(result.ok ? null : result.error);
      if (!result.ok) return;
      toast.success(t("requeued", { id: jobId }));
      router.refresh();
    });
  return (
    <span className="flex flex-col items-end gap-1">
      <button type="button" className={smallButton} onClick={click} disabled={pending}>
        {t("retry")}
      </button>
      {failure ? <span role="alert" className="text-sm text-red-700 dark:text-red-300">{errorText(failure)}</span> : null}
    </span>
  );
}
