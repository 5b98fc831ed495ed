import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ErrorScreen } from "@/components/shell/error-screen";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "menu.deterrence" });
  return { title: t("title"), robots: { index: false } };
}

export default async function Deterrence({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("menu.deterrence");
  return (
    <ErrorScreen heading={t("title")}>
      <p className="text-zinc-700 dark:text-zinc-300">{t("text")}</p>
    </ErrorScreen>
  );
}
