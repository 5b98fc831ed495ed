"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useErrorText } from "@/components/forms/use-error-text";
import { smallButton } from "@/components/ui/buttons";
import { TRANSLATION_POLL_MS } from "@/lib/constants";
import type { BulkProgress, LanguageOfStore } from "@/lib/schemas/translations";
import type { ActionResult } from "@/lib/server/auth/action";
import type { LanguageEstimate } from "@/lib/server/translations/estimate-language";

type Counts = Record<"queued" | "running" | "done" | "failed", number>;

export interface BulkActions {
  estimate: (input: LanguageOfStore) => Promise<ActionResult<LanguageEstimate>>;
  translate: (input: LanguageOfStore) => Promise<ActionResult<{ queued: number; jobs: number[] }>>;
  progress: (input: BulkProgress) => Promise<ActionResult<Counts>>;
}

type Step = { kind: "idle" } | { kind: "estimated"; estimate: LanguageEstimate } | { kind: "running"; jobs: number[]; counts: Counts | null };

/**
 * "Translate everything missing or outdated" for one language: first what it would send (texts,
 * characters, characters the translation memory saves), then, once confirmed, the jobs' progress,
 * asked every TRANSLATION_POLL_MS until none waits or runs.
 */
export function BulkTranslate({ storeId, locale, language, actions }: { storeId: number; locale: string; language: string; actions: BulkActions }) {
  const t = useTranslations("translationsAdmin.bulk");
  const format = useFormatter();
  const errorText = useErrorText("translations");
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const input = { storeId, locale: locale as LanguageOfStore["locale"] };
  const running = step.kind === "running" ? step : null;
  const finished = running?.counts ? running.counts.queued + running.counts.running === 0 : false;
  const jobsKey = running ? running.jobs.join(",") : "";

  useEffect(() => {
    if (jobsKey === "" || finished) return;
    const jobs = jobsKey.split(",").map(Number);
    const poll = async () => {
      const result = await actions.progress({ storeId, jobs });
      if (result.ok) setStep({ kind: "running", jobs, counts: result.data });
    };
    void poll();
    const timer = setInterval(poll, TRANSLATION_POLL_MS);
    return () => clearInterval(timer);
  }, [jobsKey, finished, actions, storeId]);

  useEffect(() => {
    if (finished) router.refresh();
  }, [finished, router]);

  const call = async <T,>(work: () => Promise<ActionResult<T>>, then: (data: T) => void) => {
    setPending(true);
    setFailure(null);
    const result = await work();
    setPending(false);
    if (!result.ok) return setFailure(result.error);
    then(result.data);
  };
  const estimate = () => call(() => actions.estimate(input), (data) => setStep({ kind: "estimated", estimate: data }));
  const translate = () =>
    call(
      () => actions.translate(input),
      (data) => setStep({ kind: "running", jobs: data.jobs, counts: data.jobs.length === 0 ? { queued: 0, running: 0, done: 0, failed: 0 } : null }),
    );
  const number = (value: number) => format.number(value);

  return (
    <div className="mt-2 flex flex-col gap-2" data-testid={`bulk-translate-${locale}`}>
      {step.kind === "idle" ? (
        <button type="button" className={`${smallButton} self-start`} disabled={pending} onClick={estimate}>
          {t("start", { language })}
        </button>
      ) : null}
      {step.kind === "estimated" ? (
        step.estimate.entries === 0 ? (
          <p role="status">{t("nothing", { language })}</p>
        ) : (
          <div role="status" className="flex flex-col gap-2 rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-700">
            <p data-testid="bulk-estimate">
              {t("estimate", {
                entries: number(step.estimate.entries),
                texts: number(step.estimate.texts),
                characters: number(step.estimate.characters),
              })}{" "}
              {t("saved", { characters: number(step.estimate.savedCharacters) })}
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={smallButton} disabled={pending} onClick={translate}>
                {t("confirm")}
              </button>
              <button type="button" className={smallButton} disabled={pending} onClick={() => setStep({ kind: "idle" })}>
                {t("cancel")}
              </button>
            </div>
          </div>
        )
      ) : null}
      {running ? (
        <p role="status" data-testid="bulk-progress" data-finished={finished ? "true" : "false"}>
          {running.counts
            ? t(finished ? "finished" : "progress", {
                queued: number(running.counts.queued),
                running: number(running.counts.running),
                done: number(running.counts.done),
                failed: number(running.counts.failed),
              })
            : t("queuedJobs", { jobs: number(running.jobs.length) })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorText(failure)}
        </p>
      ) : null}
    </div>
  );
}
