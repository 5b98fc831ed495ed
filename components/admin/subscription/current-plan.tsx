import { useFormatter, useTranslations } from "next-intl";
import { daysLeft as daysUntil } from "@/lib/domain/days-left";
import type { PlanKey, SubscriptionStatus } from "@/lib/domain/subscriptions/plan-keys";

interface Props {
  planKey: PlanKey | null;
  status: SubscriptionStatus | null;
  endsAt: string | null;
  menuOpen: boolean;
  timeZone: string;
  now: Date;
}


/** The running plan, until when it runs and whether guests see the menu. */
export function CurrentPlan({ planKey, status, endsAt, menuOpen, timeZone, now }: Props) {
  const t = useTranslations("subscriptions");
  const format = useFormatter();
  const daysLeft = daysUntil(endsAt, now);
  return (
    <div className="rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="current-plan">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("overview.currentPlan")}</p>
      <p className="mt-1 text-lg font-semibold">
        {planKey ? t(`plans.${planKey}`) : t("overview.noPlan")}
        {status && <span className="ms-2 rounded-full bg-zinc-100 px-2 py-0.5 text-sm font-normal dark:bg-zinc-800">{t(`statuses.${status}`)}</span>}
      </p>
      {endsAt && daysLeft !== null && (
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">
          {t("overview.until", { date: format.dateTime(new Date(endsAt), { dateStyle: "long", timeZone }) })} · {t("overview.daysLeft", { days: daysLeft })}
        </p>
      )}
      {!menuOpen && <p className="mt-2 text-amber-800 dark:text-amber-300">{t("menuClosed")}</p>}
    </div>
  );
}
