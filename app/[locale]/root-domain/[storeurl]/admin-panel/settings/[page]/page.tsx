import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SETTINGS_PAGES } from "@/components/admin/shell/settings-pages";
import { redirectMovedSettingsPage } from "@/lib/server/platform/moved-settings-page";

export default async function SettingsPage({ params }: { params: Promise<{ locale: string; page: string }> }) {
  const { locale, page } = await params;
  const entry = SETTINGS_PAGES.find(([slug]) => slug === page);
  if (!entry) {
    await redirectMovedSettingsPage(locale, page);
    notFound();
  }
  const t = await getTranslations("common");
  return (
    <section aria-labelledby="settings-title">
      <h2 id="settings-title" className="text-xl font-semibold">
        {t(`nav.${entry[1]}`)}
      </h2>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">{t("admin.sectionEmpty")}</p>
    </section>
  );
}
