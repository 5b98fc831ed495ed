"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useErrorText } from "@/components/forms/use-error-text";
import { smallButton } from "@/components/ui/buttons";
import { FormAlert } from "@/components/ui/form-alert";
import type { CustomDomainState } from "@/lib/schemas/custom-domain";
import type { ActionResult } from "@/lib/server/auth/action";

export type CheckDomain = (input: { storeId: number }) => Promise<ActionResult<CustomDomainState>>;

const TONE = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  verified: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
} as const;

const FAILURE_KEYS = { no_record: "noRecord", wrong_value: "wrongValue", dns_error: "dnsError" } as const;

/** The saved domain's proof: the TXT record to publish, the last check's outcome and "Check now". */
export function DomainProofPanel({ storeId, loaded, edited, check }: { storeId: number; loaded: CustomDomainState; edited: boolean; check: CheckDomain }) {
  const t = useTranslations("storeSettings.domain.proof");
  const format = useFormatter();
  const errorText = useErrorText("settings");
  const [state, setState] = useState(loaded);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, startCheck] = useTransition();
  if (!state.domain || !state.recordName) return null;
  const when = (date: Date) => format.dateTime(date, { dateStyle: "medium", timeStyle: "short" });
  const checkNow = () =>
    startCheck(async () => {
      const result = await check({ storeId });
      setFailure(result.ok ? null : result.error);
      if (result.ok) setState(result.data);
    });
  const reason = state.failure && (state.failure === "taken" ? errorText("domainTaken") : t(`failure.${FAILURE_KEYS[state.failure]}`, { name: state.recordName }));
  return (
    <div data-testid="domain-proof" className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("title", { domain: state.domain })}</span>
        <span data-testid="domain-status" data-status={state.status} className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[state.status]}`}>
          {t(`status.${state.status}`)}
        </span>
      </p>
      {state.status === "verified" && state.routedUntil ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
          {t("grace", { reason: reason ?? "", until: when(state.routedUntil) })}
        </p>
      ) : (
        reason && <p className="text-sm text-red-800 dark:text-red-300">{reason}</p>
      )}
      {state.status === "verified" && !state.enabled && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("disabled")}</p>}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(state.status === "verified" ? "keepRecord" : "instructions")}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-500">{t("type")}</dt>
        <dd className="font-mono">TXT</dd>
        <dt className="text-zinc-500">{t("name")}</dt>
        <dd data-testid="proof-name" className="font-mono break-all select-all">
          {state.recordName}
        </dd>
        <dt className="text-zinc-500">{t("value")}</dt>
        <dd data-testid="proof-value" className="font-mono break-all select-all">
          {state.recordValue}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={smallButton} onClick={checkNow} disabled={pending || edited}>
          {pending ? t("checking") : t("checkNow")}
        </button>
        <span className="text-sm text-zinc-500">{state.checkedAt ? t("checkedAt", { date: when(state.checkedAt) }) : t("notChecked")}</span>
      </div>
      {edited && <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("saveFirst")}</p>}
      <FormAlert message={failure && errorText(failure)} />
    </div>
  );
}
