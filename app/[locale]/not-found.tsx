import Link from "next/link";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/shell/error-screen";
import { ORIGINAL_PATH_HEADER } from "@/lib/sites/internal-paths";

export default async function NotFound() {
  const t = await getTranslations("errors");
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/";
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
