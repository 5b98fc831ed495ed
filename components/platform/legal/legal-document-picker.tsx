import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { LEGAL_KINDS, type LegalKind } from "@/lib/domain/legal";
import { UI_LOCALES, type UiLocale } from "@/lib/i18n/locales";

const tab = "rounded-lg border px-3 py-1.5 text-sm aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium dark:aria-[current=page]:bg-brand-950 border-zinc-300 dark:border-zinc-700";

/** Which document and which language the editor shows, as links (the choice is part of the address). */
export async function LegalDocumentPicker({ kind, locale }: { kind: LegalKind; locale: UiLocale }) {
  const [documents, languages, t] = await Promise.all([getTranslations("legal.footer"), getTranslations("common.language"), getTranslations("legal.admin")]);
  const href = (next: { kind?: LegalKind; language?: UiLocale }) => `?${new URLSearchParams({ kind: next.kind ?? kind, language: next.language ?? locale })}`;
  return (
    <div className="mb-6 flex flex-col gap-3">
      <nav aria-label={t("documents")} className="flex flex-wrap gap-2">
        {LEGAL_KINDS.map((option) => (
          <Link key={option} href={href({ kind: option })} aria-current={option === kind ? "page" : undefined} className={tab}>
            {documents(option)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("languages")} className="flex flex-wrap gap-2">
        {UI_LOCALES.map((option) => (
          <Link key={option} href={href({ language: option })} aria-current={option === locale ? "page" : undefined} className={tab}>
            {languages(option)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
