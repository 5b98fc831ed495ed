import { getFormatter, getTranslations } from "next-intl/server";

/** This month's characters sent to the translation engine, beside those the translation memory saved. */
export async function TranslationUsage({ sentCharacters, savedCharacters }: { sentCharacters: number; savedCharacters: number }) {
  const t = await getTranslations("translationsAdmin.usage");
  const format = await getFormatter();
  return (
    <dl className="mb-6 grid max-w-xl grid-cols-2 gap-3" data-testid="translation-usage">
      <div className="rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-700">
        <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t("sent")}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="usage-sent">
          {format.number(sentCharacters)}
        </dd>
      </div>
      <div className="rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-700">
        <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t("saved")}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="usage-saved">
          {format.number(savedCharacters)}
        </dd>
      </div>
    </dl>
  );
}
