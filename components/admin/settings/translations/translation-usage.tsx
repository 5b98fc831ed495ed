import { getFormatter, getTranslations } from "next-intl/server";

/** This month's characters sent to the translation engine, beside those the translation memory saved. */
export async function TranslationUsage({ sentCharacters, savedCharacters }: { sentCharacters: number; savedCharacters: number }) {
  const t = await getTranslations("translationsAdmin.usage");
  const format = await getFormatter();
  return (
    <dl className="mb-6 grid max-w-xl grid-cols-2 gap-3" data-testid="translation-usage">
      {(
        [
          ["sent", sentCharacters],
          ["saved", savedCharacters],
        ] as const
      ).map(([key, characters]) => (
        <div key={key} className="rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-700">
          <dt className="text-sm text-zinc-600 dark:text-zinc-400">{t(key)}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid={`usage-${key}`}>
            {format.number(characters)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
