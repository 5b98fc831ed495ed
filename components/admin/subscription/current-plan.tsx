import { useFormatter, useTranslations } from "next-intl";
import { daysLeft as daysUntil } from "@/lib/domain/days-left";
import type { PlanKey, SubscriptionStatus } from "@/lib/domain/subscriptions/plan-keys";
import { lastDay } from "@/lib/i18n/period";
import type { UpcomingDto } from "@/lib/server/subscriptions/get-subscription-overview";

interface Props {
  planKey: PlanKey | null;
  status: SubscriptionStatus | null;
  startsAt: string | null;
  endsAt: string | null;
  menuOpen: boolean;
  upcoming: UpcomingDto | null;
  /** the plan renews by the saved card before it ends: its end closes nothing */
  renewsByCard?: boolean;
  timeZone: string;
  now: Date;
}

/** The running plan, its last day, what happens next and whether guests see the menu. */
export function CurrentPlan({ planKey, status, startsAt, endsAt, menuOpen, upcoming, renewsByCard = false, timeZone, now }: Props) {
  const t = useTranslations("subscriptions");
  const format = useFormatter();
  const date = (at: string | Date) => format.dateTime(new Date(at), { dateStyle: "long", timeZone });
  const daysLeft = daysUntil(endsAt, now);
  const next = upcoming && {
    trialStarts: () => t("upcoming.trialStarts", { date: date(upcoming.at) }),
    planStarts: () => t("upcoming.planStarts", { plan: t(`plans.${upcoming.planKey!}`), date: date(upcoming.at) }),
    menuCloses: () => t(renewsByCard ? "upcoming.renewsByCard" : "upcoming.menuCloses", { date: date(upcoming.at) }),
  }[upcoming.kind]();
  return (
    <div className="rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="current-plan">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("overview.currentPlan")}</p>
      <p className="mt-1 text-lg font-semibold">
        {planKey ? t(`plans.${planKey}`) : t("overview.noPlan")}
        {status && <span className="ms-2 rounded-full bg-zinc-100 px-2 py-0.5 text-sm font-normal dark:bg-zinc-800">{t(`statuses.${status}`)}</span>}
      </p>
      {startsAt && endsAt && daysLeft !== null && (
        <p className="mt-1 text-zinc-700 dark:text-zinc-300">
          {t("overview.until", { date: date(lastDay(startsAt, endsAt)) })} · {t("overview.daysLeft", { days: daysLeft })}
        </p>
      )}
      {next && (
        <p className="mt-2" data-testid="upcoming">
          {next}
        </p>
      )}
      {!menuOpen && <p className="mt-2 text-amber-800 dark:text-amber-300">{planKey === "setup" ? t("menuHiddenInSetup") : t("menuClosed")}</p>}
    </div>
  );
}
