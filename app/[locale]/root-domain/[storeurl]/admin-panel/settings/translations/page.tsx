import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CoverageCounts } from "@/components/admin/settings/translations/coverage-counts";
import { BulkTranslate } from "@/components/admin/settings/translations/bulk-translate";
import { CoverageList } from "@/components/admin/settings/translations/coverage-list";
import { TranslationUsage } from "@/components/admin/settings/translations/translation-usage";
import { OutdatedTextsSetting } from "@/components/admin/settings/translations/outdated-texts-setting";
import { EngineNotice } from "@/components/admin/settings/translations-map/engine-notice";
import { TitledSection } from "@/components/ui/titled-section";
import { env } from "@/lib/env";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { storePageContext } from "@/lib/server/stores/store-page-context";
import { translationCoverage } from "@/lib/server/translations/translation-coverage";
import { translationUsage } from "@/lib/server/translations/translation-usage";
import { bulkProgressAction, estimateLanguageAction, setOutdatedTextsAction, translateMissingAction } from "../../translation-actions";

type Props = { params: Promise<{ locale: string; storeurl: string }> };

export const generateMetadata = titleMetadata("translationsAdmin.coverage");

export default async function TranslationCoveragePage({ params }: Props) {
  const { ctx, store, locale, base } = await storePageContext(params);
  const t = await getTranslations("translationsAdmin.coverage");
  const plans = await getTranslations("subscriptions.plans");
  const [coverage, usage] = await Promise.all([translationCoverage(ctx, { storeId: store.id }), translationUsage(ctx, { storeId: store.id })]);
  const engine = env().TRANSLATION_PROVIDER !== "none";
  const bulk = { estimate: estimateLanguageAction, translate: translateMissingAction, progress: bulkProgressAction };
  const names = new Intl.DisplayNames([locale], { type: "language" });
  const languageName = (code: string) => names.of(code) ?? code;
  return (
    <TitledSection id="translation-coverage-title" title={t("title")}>
      <p className="mb-4 max-w-3xl text-zinc-600 dark:text-zinc-400">{t("description")}</p>
      <EngineNotice provider={env().TRANSLATION_PROVIDER} operator={ctx.actor.role === "administrator"} contactHref={`${base}/contact`} />
      {coverage.lockedLocales.length > 0 ? (
        <div role="note" data-testid="plan-gate" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-medium first-letter:uppercase">{t("locked", { languages: coverage.lockedLocales.map(languageName).join(", "), plan: plans("premium") })}</p>
          <p className="mt-2">
            <Link href={`${base}/subscription`} className="font-medium underline underline-offset-2">
              {t("choosePlan")}
            </Link>
          </p>
        </div>
      ) : null}
      {coverage.locales.length === 0 ? (
        coverage.lockedLocales.length === 0 && <p className="text-zinc-600 dark:text-zinc-400">{t("noLanguages")}</p>
      ) : (
        <>
          <OutdatedTextsSetting storeId={store.id} show={coverage.outdatedTexts} save={setOutdatedTextsAction} />
          {engine ? <TranslationUsage {...usage} /> : null}
          {coverage.locales.map((code) => (
            <CoverageCounts key={code} locale={code} language={languageName(code)} counts={coverage.counts[code]!}>
              {engine ? <BulkTranslate storeId={store.id} locale={code} language={languageName(code)} actions={bulk} /> : null}
            </CoverageCounts>
          ))}
          <CoverageList entries={coverage.entries} locales={coverage.locales} base={base} />
        </>
      )}
    </TitledSection>
  );
}
