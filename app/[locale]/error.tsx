"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { ErrorScreen } from "@/components/shell/error-screen";
import { loadingBar } from "@/lib/browser/loading-bar-events";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  useEffect(() => loadingBar.error(), [error]);
  return (
    <ErrorScreen heading={t("somethingWentWrong")}>
      <pre data-testid="error-text" className="whitespace-pre-wrap break-words text-zinc-600 dark:text-zinc-400">
        {error.message || t("requestFailed")}
      </pre>
      <button type="button" onClick={reset} className="rounded-lg border border-zinc-300 px-4 py-2 dark:border-zinc-700">
        {t("tryAgain")}
      </button>
    </ErrorScreen>
  );
}
