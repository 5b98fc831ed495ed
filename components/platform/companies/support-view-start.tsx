import { getTranslations } from "next-intl/server";

/** "View as owner": opens the company's admin panel read-only (a plain form post, so it works before scripts load). */
export async function SupportViewStart({ companyId, locale, hasStores }: { companyId: number; locale: string; hasStores: boolean }) {
  const t = await getTranslations("platform.supportView");
  return (
    <form method="post" action="/api/platform/support-view" className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="companyId" value={companyId} />
      <input type="hidden" name="locale" value={locale} />
      <button
        type="submit"
        disabled={!hasStores}
        aria-describedby="support-view-hint"
        className="rounded-md bg-violet-700 px-4 py-2 text-sm font-medium text-white hover:bg-violet-800 disabled:opacity-50 dark:bg-violet-600"
      >
        {t("start")}
      </button>
      <span id="support-view-hint" className="text-sm text-zinc-600 dark:text-zinc-400">
        {t(hasStores ? "startHint" : "noStores")}
      </span>
    </form>
  );
}
