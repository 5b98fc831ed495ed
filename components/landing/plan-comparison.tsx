import { getLocale, getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/i18n/money";
import type { Plan } from "@/lib/domain/subscriptions/plan";
import { BILLING_CURRENCIES, PLAN_FEATURES } from "@/lib/domain/subscriptions/plan-keys";

/** The plans a new venue can have, compared feature by feature, with today's prices from the plans data. */
export async function PlanComparison({ plans }: { plans: Plan[] }) {
  const [t, names, locale] = await Promise.all([getTranslations("common.home.plans"), getTranslations("subscriptions"), getLocale()]);
  const price = (plan: Plan) => {
    if (!plan.paid) return t("free", { days: plan.periodDays ?? 0 });
    const amounts = BILLING_CURRENCIES.filter((currency) => plan.prices[currency] !== undefined).map((currency) =>
      formatMoney(plan.prices[currency], currency, locale),
    );
    return t("perMonth", { price: amounts.join(" / ") });
  };
  return (
    <section aria-labelledby="plans-title" className="mx-auto max-w-5xl px-6 pb-16">
      <h2 id="plans-title" className="text-2xl font-bold tracking-tight">
        {t("title")}
      </h2>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">{t("description")}</p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
        <table className="w-full min-w-[22rem] text-sm" data-testid="plan-comparison">
          <caption className="sr-only">{t("title")}</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-900">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                {t("feature")}
              </th>
              {plans.map((plan) => (
                <th key={plan.key} scope="col" className="px-3 py-2 text-start" data-testid={`plan-${plan.key}`}>
                  <div className="text-base font-semibold">{names(`plans.${plan.key}`)}</div>
                  <div className="font-normal text-zinc-600 dark:text-zinc-400">{price(plan)}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PLAN_FEATURES.map((feature) => (
              <tr key={feature} className="border-t border-zinc-200 dark:border-zinc-800">
                <th scope="row" className="px-3 py-2 text-start font-normal">
                  {names(`features.${feature}`)}
                </th>
                {plans.map((plan) => (
                  <td key={plan.key} className="px-3 py-2">
                    <span aria-hidden="true">{plan.features.includes(feature) ? "✓" : "—"}</span>
                    <span className="sr-only">{t(plan.features.includes(feature) ? "included" : "notIncluded")}</span>
                  </td>
                ))}
              </tr>
            ))}
            <tr className="border-t border-zinc-200 dark:border-zinc-800">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                {t("languages")}
              </th>
              {plans.map((plan) => (
                <td key={plan.key} className="px-3 py-2">
                  {plan.translationLocales.map((locale) => locale.toUpperCase()).join(", ")}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
