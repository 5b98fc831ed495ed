import { getTranslations } from "next-intl/server";
import { LegalDocumentEditor } from "@/components/platform/legal/legal-document-editor";
import { LegalDocumentHistory } from "@/components/platform/legal/legal-document-history";
import { LegalDocumentPicker } from "@/components/platform/legal/legal-document-picker";
import { TitledSection } from "@/components/ui/titled-section";
import { isLegalKind, LEGAL_KINDS } from "@/lib/domain/legal";
import { isUiLocale } from "@/lib/i18n/locales";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { legalDocumentHistory } from "@/lib/server/legal/legal-document-history";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { platformPageContext } from "@/lib/server/platform/platform-context";
import { publishLegalDocumentAction } from "./actions";

type Props = { searchParams: Promise<{ kind?: string; language?: string }> };

export const generateMetadata = titleMetadata("legal.admin");

/** The platform administrator publishes new versions of the root site's legal documents, per language. */
export default async function LegalDocumentsPage({ searchParams }: Props) {
  const ctx = await platformPageContext();
  const query = await searchParams;
  const kind = query.kind && isLegalKind(query.kind) ? query.kind : LEGAL_KINDS[0];
  const language = query.language && isUiLocale(query.language) ? query.language : ctx.actor.uiLocale;
  const locale = isUiLocale(language) ? language : "ru";
  const [t, versions] = await Promise.all([getTranslations("legal.admin"), legalDocumentHistory(ctx, kind, locale)]);
  const latest = versions[0];
  return (
    <div className="flex flex-col gap-8">
      <TitledSection id="legal-documents-title" title={t("title")}>
        <p className="mb-4 max-w-3xl text-zinc-600 dark:text-zinc-400">{t("description")}</p>
        <LegalDocumentPicker kind={kind} locale={locale} />
        <LegalDocumentEditor
          key={`${kind}-${locale}-${latest?.version ?? 0}`}
          initial={{ kind, locale, title: latest?.title ?? "", body: latest?.body ?? "" }}
          publish={publishLegalDocumentAction}
        />
      </TitledSection>
      <TitledSection id="legal-history-title" title={t("history")}>
        <LegalDocumentHistory versions={versions} timeZone={consoleTimeZone(ctx.actor).zone} />
      </TitledSection>
    </div>
  );
}
