import { getFormatter, getTranslations } from "next-intl/server";
import { LegalMarkdown } from "@/components/legal/legal-markdown";

interface Version {
  version: number;
  title: string;
  body: string;
  createdAt: Date;
  author: string | null;
}

/** Earlier versions of a document, newest first, each readable as the page showed it. */
export async function LegalDocumentHistory({ versions, timeZone }: { versions: Version[]; timeZone: string }) {
  const [t, format] = await Promise.all([getTranslations("legal.admin"), getFormatter()]);
  return (
    <ol className="flex flex-col gap-2" data-testid="legal-history">
      {versions.map((row) => (
        <li key={row.version} className="rounded-xl border border-zinc-200 dark:border-zinc-800">
          <details>
            <summary className="cursor-pointer px-4 py-2">
              {t("versionLine", {
                version: row.version,
                date: format.dateTime(row.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone }),
                author: row.author ?? t("seeded"),
              })}
            </summary>
            <div className="border-t border-zinc-200 px-4 py-3 dark:border-zinc-800">
              <LegalMarkdown source={row.body} />
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
