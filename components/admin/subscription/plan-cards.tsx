"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useErrorText } from "@/components/forms/use-error-text";
import { primaryButton, secondaryButton } from "@/components/ui/buttons";
import { FormAlert } from "@/components/ui/form-alert";
import { formatMoney } from "@/lib/i18n/money";
import { PLAN_FEATURES, type PlanFeature, type PlanKey } from "@/lib/domain/subscriptions/plan-keys";
import type { PlanChange, PlanChangeInput } from "@/lib/schemas/billing";
import type { ActionResult } from "@/lib/server/auth/action";
import { PlanChangeDialog } from "./plan-change-dialog";

export interface PlanCard {
  key: PlanKey;
  features: PlanFeature[];
  price: string | null;
  periodMonths: number | null;
  periodDays: number | null;
  selectable: boolean;
}

type Change = (input: PlanChangeInput) => Promise<ActionResult<{ started: boolean; invoice: { number: string } | null }>>;

interface Props {
  storeId: number;
  currency: string;
  timeZone: string;
  plans: PlanCard[];
  currentPlan: PlanKey | null;
  currentFeatures: PlanFeature[];
  /** the running plan is a paid one, paid for: a downgrade then waits for its end */
  currentPaid: boolean;
  switchAvailableFrom: string | null;
  requisitesHref: string;
  add: Change;
  activate: Change;
}

/** The plans side by side, each with its features, price and the add / activate buttons. */
export function PlanCards({ storeId, currency, timeZone, plans, currentPlan, currentFeatures, currentPaid, switchAvailableFrom, requisitesHref, add, activate }: Props) {
  const t = useTranslations("subscriptions");
  const errorText = useErrorText("subscriptions");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [asking, setAsking] = useState<{ plan: PlanCard; mode: "add" | "activate" } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lost = (plan: PlanCard) => currentFeatures.filter((feature) => !plan.features.includes(feature));
  const change = async (plan: PlanCard, mode: "add" | "activate") => {
    const input: PlanChange = { storeId, planKey: plan.key, periods: 1, confirmDowngrade: lost(plan).length > 0 };
    const result = await (mode === "activate" ? activate : add)(input);
    setAsking(null);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    setFailure(null);
    const { started, invoice } = result.data;
    const planName = t(`plans.${plan.key}`);
    if (started) toast.success(t("success.activated"));
    else if (invoice) toast.success(t(mode === "activate" ? "success.awaitingPayment" : "success.addedWithInvoice", { plan: planName, number: invoice.number }));
    else toast.success(t("success.added"));
    router.refresh();
  };
  const price = (plan: PlanCard) => (plan.price === null ? null : formatMoney(plan.price, currency, locale));
  return (
    <section aria-labelledby="plans-title" className="mt-6">
      <h3 id="plans-title" className="text-lg font-semibold">
        {t("overview.plans")}
      </h3>
      <div role="alert" aria-live="polite" className="mt-3 empty:hidden">
        {failure && (
          <div data-testid="subscription-refusal" className="flex flex-col gap-1">
            <FormAlert message={errorText(failure)} />
            {failure === "switchCooldown" && switchAvailableFrom && (
              <p>{t("errors.switchAvailableFrom", { date: format.dateTime(new Date(switchAvailableFrom), { dateStyle: "long", timeZone }) })}</p>
            )}
            {failure === "billingInfoRequired" && (
              <a href={requisitesHref} className="text-brand-700 underline dark:text-brand-400">
                {t("overview.fillRequisites")}
              </a>
            )}
          </div>
        )}
      </div>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.key}
            data-testid={`plan-${plan.key}`}
            className={`flex flex-col rounded-2xl border p-4 ${plan.key === currentPlan ? "border-brand-500 ring-2 ring-brand-500/30" : "border-zinc-200 dark:border-zinc-800"}`}
          >
            <div className="flex items-baseline justify-between gap-2">
              <h4 className="text-lg font-semibold">{t(`plans.${plan.key}`)}</h4>
              {plan.key === currentPlan && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{t("overview.current")}</span>}
            </div>
            <p className="mt-1 text-zinc-700 dark:text-zinc-300">
              {price(plan) ? t("overview.pricePerMonth", { price: price(plan)! }) : plan.periodDays ? t("overview.days", { days: plan.periodDays }) : t("overview.free")}
            </p>
            <ul className="mt-3 flex flex-1 flex-col gap-1 text-sm">
              {PLAN_FEATURES.map((feature) => {
                const has = plan.features.includes(feature);
                return (
                  <li key={feature} className={has ? "" : "text-zinc-400 line-through dark:text-zinc-600"}>
                    <span aria-hidden="true">{has ? "✓ " : "✕ "}</span>
                    <span className="sr-only">{has ? t("overview.included") : t("overview.notIncluded")} </span>
                    {t(`features.${feature}`)}
                  </li>
                );
              })}
            </ul>
            {plan.selectable && plan.key !== currentPlan && (
              <div className="mt-4 flex flex-wrap gap-2">
                <button type="button" className={secondaryButton} onClick={() => setAsking({ plan, mode: "add" })}>
                  {t("overview.add")}
                </button>
                <button type="button" className={primaryButton} onClick={() => setAsking({ plan, mode: "activate" })}>
                  {t("overview.activate")}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <PlanChangeDialog
          planName={t(`plans.${asking.plan.key}`)}
          mode={asking.mode}
          waitsForEnd={asking.mode === "add" || (currentPaid && lost(asking.plan).length > 0)}
          lostFeatures={lost(asking.plan).map((feature) => t(`features.${feature}`))}
          onConfirm={() => change(asking.plan, asking.mode)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
