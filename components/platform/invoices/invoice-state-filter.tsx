import { getTranslations } from "next-intl/server";
import { INVOICE_STATES, type InvoiceState } from "@/lib/server/platform/invoice-state";

const tab = "rounded-lg border px-3 py-1.5 text-sm border-zinc-300 dark:border-zinc-700";
const current = "rounded-lg border px-3 py-1.5 text-sm border-brand-600 bg-brand-50 font-medium dark:bg-brand-950";

/** Which invoices the table shows, as links (the choice is part of the address). */
export async function InvoiceStateFilter({ current: state }: { current: InvoiceState | null }) {
  const t = await getTranslations("platform.billing");
  const options = [null, ...INVOICE_STATES] as const;
  return (
    <nav aria-label={t("filter")} className="flex flex-wrap gap-2" data-testid="invoice-state-filter">
      {options.map((option) => (
        <a key={option ?? "all"} href={option ? `?state=${option}` : "?"} aria-current={option === state ? "page" : undefined} className={option === state ? current : tab}>
          {t(`states.${option ?? "all"}`)}
        </a>
      ))}
    </nav>
  );
}
