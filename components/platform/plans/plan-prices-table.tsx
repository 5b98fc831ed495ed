"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { useActionSubmit } from "@/components/forms/use-action-submit";
import { useErrorText } from "@/components/forms/use-error-text";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { FormAlert } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import type { Plan } from "@/lib/domain/subscriptions/plan";
import { BILLING_CURRENCIES, type BillingCurrency } from "@/lib/domain/subscriptions/plan-keys";
import { type PlanPrice, ZPlanPrice } from "@/lib/schemas/billing";
import type { ActionResult } from "@/lib/server/auth/action";

type Save = (input: PlanPrice) => Promise<ActionResult<{ amount: string }>>;

function PriceForm({ plan, currency, save }: { plan: Plan; currency: BillingCurrency; save: Save }) {
  const t = useTranslations("subscriptions");
  const errorText = useErrorText("subscriptions");
  const router = useRouter();
  const form = useForm<PlanPrice>({ resolver: zodResolver(ZPlanPrice), defaultValues: { planKey: plan.key, currency, amount: plan.prices[currency] ?? "" } });
  const { send, failure } = useActionSubmit(form, save, {
    fields: ["amount"],
    onDone: () => {
      toast.success(t("planPrices.saved", { plan: t(`plans.${plan.key}`), currency }));
      router.refresh();
    },
  });
  return (
    <form method="post" onSubmit={send} noValidate className="flex items-end gap-2" data-testid={`price-${plan.key}-${currency}`}>
      <TextField
        label={t("planPrices.amount", { currency })}
        inputMode="decimal"
        autoComplete="off"
        error={form.formState.errors.amount?.message}
        errorText={errorText}
        {...form.register("amount")}
        name={`amount-${plan.key}-${currency}`}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t("planPrices.save")}</SubmitButton>
      <FormAlert message={errorText(failure)} />
    </form>
  );
}

/** Paid plans with their features and a price field per currency. */
export function PlanPricesTable({ plans, save }: { plans: Plan[]; save: Save }) {
  const t = useTranslations("subscriptions");
  const columns: DataColumn<Plan>[] = [
    { key: "plan", header: t("planPrices.plan"), className: "font-medium", cell: (plan) => t(`plans.${plan.key}`) },
    { key: "features", header: t("planPrices.features"), cell: (plan) => plan.features.map((feature) => t(`features.${feature}`)).join(", ") },
    ...BILLING_CURRENCIES.map((currency) => ({
      key: currency,
      header: currency,
      cell: (plan: Plan) => <PriceForm plan={plan} currency={currency} save={save} />,
    })),
  ];
  return (
    <TitledSection id="plan-prices-title" title={t("planPrices.title")}>
      <p className="mb-4 max-w-3xl text-zinc-600 dark:text-zinc-400">{t("planPrices.description")}</p>
      <DataTable stackOnPhone rows={plans} columns={columns} rowKey={(plan) => plan.key} rowTestId={(plan) => `plan-row-${plan.key}`} label={t("planPrices.title")} empty="—" minWidth="min-w-[48rem]" />
    </TitledSection>
  );
}
