import { useLocale, useTranslations } from "next-intl";
import { formatPeriod } from "@/lib/i18n/period";
import type { SubscriptionStepDto } from "@/lib/server/subscriptions/subscription-dto";

/** The steps setup → trial → plans, oldest first, with their statuses and dates. */
export function SubscriptionTimeline({ steps, timeZone }: { steps: SubscriptionStepDto[]; timeZone: string }) {
  const t = useTranslations("subscriptions");
  const locale = useLocale();
  return (
    <section aria-labelledby="timeline-title" className="mt-8">
      <h3 id="timeline-title" className="text-lg font-semibold">
        {t("overview.timeline")}
      </h3>
      <ol className="mt-3 flex flex-col gap-2 border-s-2 border-zinc-200 ps-4 dark:border-zinc-800" data-testid="subscription-timeline">
        {steps.map((step) => (
          <li key={step.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-medium">{t(`plans.${step.planKey}`)}</span>
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-sm dark:bg-zinc-800">{t(`statuses.${step.status}`)}</span>
            {step.waitingForPayment ? (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">{t("overview.waitingForPayment")}</span>
            ) : (
              <span className="text-sm text-zinc-600 dark:text-zinc-400">
                {step.startsAt ? formatPeriod(locale, timeZone, step.startsAt, step.endsAt) : "—"}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
