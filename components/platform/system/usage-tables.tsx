import { getFormatter, getTranslations } from "next-intl/server";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { TitledSection } from "@/components/ui/titled-section";
import { byteSize } from "@/lib/i18n/byte-size";

type Usage = { month: string; provider: string | null; sentCharacters: number; savedCharacters: number };
type Storage = { companyId: number; name: string; images: number; bytes: number };

/** Translation characters per provider and month, and the storage each company's images take. */
export async function UsageTables({ usage, storage, locale }: { usage: Usage[]; storage: Storage[]; locale: string }) {
  const [t, format] = await Promise.all([getTranslations("platform.system"), getFormatter()]);
  const usageColumns: DataColumn<Usage>[] = [
    { key: "month", header: t("month"), className: "whitespace-nowrap", cell: (row) => row.month },
    { key: "provider", header: t("provider"), cell: (row) => row.provider ?? t("unknownProvider") },
    { key: "sent", header: t("sentCharacters"), className: "text-end", cell: (row) => format.number(row.sentCharacters) },
    { key: "saved", header: t("savedCharacters"), className: "text-end", cell: (row) => format.number(row.savedCharacters) },
  ];
  const storageColumns: DataColumn<Storage>[] = [
    {
      key: "company",
      header: t("company"),
      cell: (row) => (
        <a href={`/${locale}/platform/companies/${row.companyId}`} className="underline underline-offset-2">
          {row.name}
        </a>
      ),
    },
    { key: "images", header: t("images"), className: "text-end", cell: (row) => format.number(row.images) },
    { key: "bytes", header: t("storageUsed"), className: "text-end whitespace-nowrap", cell: (row) => byteSize(format, row.bytes) },
  ];
  return (
    <>
      <TitledSection id="translation-usage-title" title={t("translationUsage")}>
        <DataTable stackOnPhone rows={usage} columns={usageColumns} rowKey={(row) => `${row.month}-${row.provider}`} label={t("translationUsage")} empty={t("noUsage")} testId="translation-usage" />
      </TitledSection>
      <TitledSection id="storage-title" title={t("storage")}>
        <DataTable stackOnPhone rows={storage} columns={storageColumns} rowKey={(row) => row.companyId} label={t("storage")} empty={t("noStorage")} testId="storage-by-company" />
      </TitledSection>
    </>
  );
}
