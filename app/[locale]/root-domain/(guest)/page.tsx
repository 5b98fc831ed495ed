import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { SignInForm } from "@/components/auth/sign-in-form";
import { PlanComparison } from "@/components/landing/plan-comparison";
import { primaryButton } from "@/components/ui/buttons";
import { db } from "@/lib/db/runtime";
import { loadPlans } from "@/lib/server/subscriptions/load-plans";
import { DEMO_URL_KEY } from "@/lib/db/seed/demo-store";
import { formCsrfToken } from "@/lib/server/auth/form-csrf-token";
import { runGuards } from "@/lib/server/auth/guards";
import { safeCallbackUrl, safeRedirectPath } from "@/lib/server/auth/safe-redirect";
import { requestUrl } from "@/lib/server/request-url";
import { rootOrigin, venueOrigin } from "@/lib/sites/public-origin";
import { titleMetadata } from "@/lib/i18n/title-metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ redirect?: string; callbackUrl?: string; error?: string }>;
};

export const generateMetadata = titleMetadata("auth.signIn");

export default async function SignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { path } = await requestUrl();
  await runGuards(["guest-page"], { locale, path });
  const t = await getTranslations("common.home");
  const target = query.redirect
    ? safeRedirectPath(query.redirect, `/${locale}`)
    : safeCallbackUrl(query.callbackUrl, rootOrigin(), `/${locale}`);
  const demo = `${venueOrigin(DEMO_URL_KEY)}/${locale}/menu`;
  const features = ["menu", "qr", "languages", "offline"] as const;
  const plans = [...(await loadPlans(await db())).values()].filter((plan) => plan.key === "trial" || (plan.paid && plan.selectable));
  return (
    <main id="main">
      <div className="mx-auto grid max-w-5xl gap-10 px-6 py-10 md:grid-cols-[1fr_24rem] md:py-16">
        <section>
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t("title")}</h1>
          <p className="mt-4 text-lg text-zinc-700 dark:text-zinc-300">{t("description")}</p>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {features.map((key) => (
              <li key={key} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
                {t(`features.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <a data-testid="demo-link" href={demo} className="font-medium underline underline-offset-4">
              {t("demoCta")}
            </a>
            <Link href={`/${locale}/register/user`} className={primaryButton}>
              {t("registerCta")}
            </Link>
          </p>
        </section>
        <section className="rounded-2xl border border-zinc-200 p-6 dark:border-zinc-800">
          <SignInForm redirectTo={target} initialError={query.error} csrfToken={await formCsrfToken()} />
        </section>
      </div>
      <PlanComparison plans={plans} />
    </main>
  );
}
