import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { PlanFeature, PlanKey } from "@/lib/domain/subscriptions/plan-keys";

/** Says that the store's plan lacks `feature`, names the plan that brings it and links to the plans. */
export async function PlanGateNotice({ feature, unlockWith, base, detail }: { feature: PlanFeature; unlockWith: PlanKey | null; base: string; detail?: string }) {
  const t = await getTranslations("subscriptions");
  const name = t(`features.${feature}`);
  return (
    <div role="note" data-testid="plan-gate" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <p className="font-medium">{unlockWith ? t("gate.notice", { feature: name, plan: t(`plans.${unlockWith}`) }) : t("gate.noticeNoPlan", { feature: name })}</p>
      {detail ? <p className="mt-1">{detail}</p> : null}
      <p className="mt-2">
        <Link href={`${base}/subscription`} className="font-medium underline underline-offset-2">
          {t("gate.choosePlan")}
        </Link>
      </p>
    </div>
  );
}
