import { getTranslations } from "next-intl/server";
import type { SupportView } from "@/lib/server/auth/actor";

/** Said above every admin and console screen while the platform administrator looks at a company read-only, with the way out. */
export async function SupportViewBanner({ view, locale }: { view: SupportView | undefined; locale: string }) {
  if (!view) return null;
  const t = await getTranslations("platform.supportView");
  return (
    <div role="status" data-testid="support-view-banner" className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b-2 border-violet-400 bg-violet-100 px-4 py-2 text-violet-950 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-50">
      <p className="min-w-0 flex-1">
        <strong>{t("banner", { company: view.companyName })}</strong> <span className="text-sm">{t("bannerHint")}</span>
      </p>
      <form method="post" action="/api/platform/support-view/leave">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="rounded-md border border-violet-500 bg-white px-3 py-1 text-sm font-medium text-violet-950 hover:bg-violet-50 dark:bg-violet-900 dark:text-violet-50">
          {t("leave")}
        </button>
      </form>
    </div>
  );
}
