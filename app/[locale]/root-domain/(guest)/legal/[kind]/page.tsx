import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { LegalMarkdown } from "@/components/legal/legal-markdown";
import { db } from "@/lib/db/runtime";
import { currentLegalDocument, LEGAL_KINDS, type LegalKind } from "@/lib/server/legal/documents";

type Props = { params: Promise<{ locale: string; kind: string }> };

const isKind = (kind: string): kind is LegalKind => (LEGAL_KINDS as readonly string[]).includes(kind);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, kind } = await params;
  if (!isKind(kind)) return {};
  const t = await getTranslations({ locale, namespace: "legal.footer" });
  return { title: t(kind) };
}

export default async function LegalPage({ params }: Props) {
  const { locale, kind } = await params;
  setRequestLocale(locale);
  if (!isKind(kind)) notFound();
  const document = await currentLegalDocument(await db(), kind, locale);
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
