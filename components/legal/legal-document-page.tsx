import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { LegalMarkdown } from "@/components/legal/legal-markdown";
import { db } from "@/lib/db/runtime";
import type { LegalKind } from "@/lib/domain/legal";
import { currentLegalDocument } from "@/lib/server/legal/documents";

type Props = { params: Promise<{ locale: string }> };

/** One query per request for the page and its metadata alike. */
const latestDocument = cache(async (kind: LegalKind, locale: string) => currentLegalDocument(await db(), kind, locale));

/** The page and metadata of the root site's route `/{locale}/{kind}`: the document's latest version. */
export function legalDocumentPage(kind: LegalKind) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const document = await latestDocument(kind, locale);
    return { title: document?.title };
  }

  async function Page({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    const document = await latestDocument(kind, locale);
    if (!document) notFound();
    const [t, format] = await Promise.all([getTranslations("legal.page"), getFormatter()]);
    return (
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10 md:px-8">
        <LegalMarkdown source={document.body} />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t("version", { version: document.version, date: format.dateTime(document.createdAt, { dateStyle: "long" }) })}
        </p>
      </main>
    );
  }

  return { generateMetadata, Page };
}
