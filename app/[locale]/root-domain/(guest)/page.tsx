import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { env, menuDomain } from "@/lib/env";
import { DEMO_URL_KEY } from "@/lib/db/seed/demo-store";
import { requestUrl } from "@/lib/server/request-url";
import { venueOrigin } from "@/lib/sites/venue-url";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "common.home" });
  return { title: t("title") };
}

export default async function RootHome({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("common.home");
  const { origin } = await requestUrl();
  const demo = `${venueOrigin(DEMO_URL_KEY, menuDomain(env()), origin)}/${locale}/menu`;
  const features = ["menu", "qr", "languages", "offline"] as const;
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-12 md:py-20">
      <h1 className="text-3xl font-bold tracking-tight md:text-5xl">{t("title")}</h1>
      <p className="mt-4 text-lg text-zinc-700 dark:text-zinc-300">{t("description")}</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {features.map((key) => (
          <li key={key} className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
            {t(`features.${key}`)}
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <a
          data-testid="demo-link"
          href={demo}
          className="inline-block rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
        >
          {t("demoCta")}
        </a>
      </p>
    </main>
  );
}
