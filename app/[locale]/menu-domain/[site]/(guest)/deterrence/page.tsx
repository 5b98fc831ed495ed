import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ErrorScreen } from "@/components/shell/error-screen";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ reason?: string | string[] }> };

/** Why the menu is closed: still being prepared (the default), or paused because the venue's plan ended. */
const texts = async (searchParams: Props["searchParams"]) =>
  (await searchParams).reason === "ended" ? ({ title: "endedTitle", text: "endedText" } as const) : ({ title: "title", text: "text" } as const);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "menu.deterrence" });
  return { title: t((await texts(searchParams)).title), robots: { index: false } };
}

export default async function Deterrence({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("menu.deterrence");
  const keys = await texts(searchParams);
  return (
    <ErrorScreen heading={t(keys.title)}>
      <p className="text-zinc-700 dark:text-zinc-300">{t(keys.text)}</p>
    </ErrorScreen>
  );
}
