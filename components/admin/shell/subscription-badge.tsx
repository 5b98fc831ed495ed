import { getTranslations } from "next-intl/server";
import { daysLeft } from "@/lib/domain/days-left";
import type { PlanKey } from "@/lib/domain/subscriptions/plan-keys";

interface Props {
  href: string;
  planKey: PlanKey | null;
  endsAt: string | null;
  menuOpen: boolean;
  now: Date;
}

/** The store's plan and the days left, in the admin header, linking to /subscription. */
export async function SubscriptionBadge({ href, planKey, endsAt, now }: Props) {
  const t = await getTranslations("subscriptions");
  const plan = planKey ? t(`plans.${planKey}`) : t("overview.noPlan");
  const days = daysLeft(endsAt, now);
  return (
    <a
      href={href}
      data-testid="subscription-badge"
      className="rounded-full border border-zinc-300 px-3 py-1 text-sm hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
    >
      {days === null ? plan : t("overview.badge", { plan, days })}
    </a>
  );
}

const BANNER_TONES = {
  setup: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100",
  closed: "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
};

/**
 * Said above every admin screen while guests cannot open the menu: in setup, that it opens by itself
 * with the free trial; otherwise, that the subscription ended or is unpaid.
 */
export async function MenuClosedBanner({ href, menuOpen, planKey }: Props) {
  if (menuOpen) return null;
  const t = await getTranslations("subscriptions");
  const setup = planKey === "setup";
  return (
    <div role="status" data-testid="menu-closed-banner" className={`border-b px-4 py-2 ${BANNER_TONES[setup ? "setup" : "closed"]}`}>
      {t(setup ? "setupBanner" : "menuClosed")}{" "}
      <a href={href} className="font-medium underline">
        {t(setup ? "overview.seePlans" : "overview.renew")}
      </a>
    </div>
  );
}
