import Link from "next/link";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/shell/error-screen";
import { isolate } from "@/lib/domain/bidi";
import { localeDirection } from "@/lib/i18n/locales";
import { ORIGINAL_PATH_HEADER } from "@/lib/sites/internal-paths";

export default async function NotFound() {
  const t = await getTranslations("errors");
  const asked = (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/";
  const path = localeDirection(await getLocale()) === "rtl" ? isolate(asked) : asked;
  return (
    <ErrorScreen heading={t("pageNotFound")}>
      <p data-testid="not-found-path" className="break-all text-zinc-600 dark:text-zinc-400">
        {t("pageNotFoundPath", { path })}
      </p>
      <Link href="/" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t("goHome")}
      </Link>
    </ErrorScreen>
  );
}
