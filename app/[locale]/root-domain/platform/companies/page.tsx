import { getTranslations } from "next-intl/server";
import { CompaniesTable } from "@/components/platform/companies/companies-table";
import { primaryButton } from "@/components/ui/buttons";
import { inputClass } from "@/components/ui/input-class";
import { TitledSection } from "@/components/ui/titled-section";
import { titleMetadata } from "@/lib/i18n/title-metadata";
import { consoleTimeZone } from "@/lib/server/platform/console-time-zone";
import { listCompanies } from "@/lib/server/platform/list-companies";
import { platformPageContext } from "@/lib/server/platform/platform-context";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string }> };

export const generateMetadata = titleMetadata("platform.companies");

/** The platform's companies, searched by name or a user's e-mail. */
export default async function CompaniesPage({ params, searchParams }: Props) {
  const [ctx, { locale }, query, t] = await Promise.all([platformPageContext(), params, searchParams, getTranslations("platform.companies")]);
  const search = typeof query.q === "string" ? query.q : "";
  return (
    <TitledSection id="companies-title" title={t("title")}>
      <form role="search" method="get" className="mb-4 flex max-w-xl items-end gap-2">
        <label className="flex-1">
          <span className="text-sm font-medium">{t("search")}</span>
          <input type="search" name="q" defaultValue={search} className={inputClass} />
        </label>
        <button type="submit" className={primaryButton}>
          {t("find")}
        </button>
      </form>
      <CompaniesTable companies={await listCompanies(ctx, search)} locale={locale} timeZone={consoleTimeZone(ctx.actor).zone} />
    </TitledSection>
  );
}
