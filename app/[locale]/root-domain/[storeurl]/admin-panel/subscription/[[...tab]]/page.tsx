import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

const TABS = { plans: "plans", history: "history", payments: "payments", requisites: "requisites" } as const;

export default async function SubscriptionPage({ params }: { params: Promise<{ tab?: string[] }> }) {
  const { tab = [] } = await params;
  if (tab.length > 1) notFound();
  const key = tab[0] ?? "plans";
  if (!(key in TABS)) notFound();
  const t = await getTranslations("common");
  return (
    <section aria-labelledby="subscription-title">
      <h2 id="subscription-title" className="text-xl font-semibold">
        {t(`nav.${TABS[key as keyof typeof TABS]}`)}
      </h2>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">{t("admin.sectionEmpty")}</p>
    </section>
  );
}
