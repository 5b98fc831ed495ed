import { useFormatter, useTranslations } from "next-intl";
import type { PlanKey } from "@/lib/domain/subscriptions/plan-keys";

interface InvoiceRow {
  id: number;
  number: number;
  planKey: PlanKey;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string;
  total: string;
  status: "paid" | "unpaid" | "cancelled";
  issuedAt: string;
}

/** The store's invoices with their status, amount, period and a link to the PDF. */
export function InvoiceList({ invoices, timeZone }: { invoices: InvoiceRow[]; timeZone: string }) {
  const t = useTranslations("subscriptions");
  const format = useFormatter();
  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeZone }) : "—");
  return (
    <section aria-labelledby="payments-title">
      <h2 id="payments-title" className="text-xl font-semibold">
        {t("payments.title")}
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">{t("payments.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="invoice-list">
            <thead>
              <tr className="border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
                <th className="py-2 pe-3 text-start font-medium">{t("payments.number")}</th>
                <th className="py-2 pe-3 text-start font-medium">{t("payments.plan")}</th>
                <th className="py-2 pe-3 text-start font-medium">{t("payments.period")}</th>
                <th className="py-2 pe-3 text-end font-medium">{t("payments.amount")}</th>
                <th className="py-2 pe-3 text-start font-medium">{t("payments.status")}</th>
                <th className="py-2 text-start font-medium">
                  <span className="sr-only">{t("payments.download")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-testid={`invoice-${invoice.number}`} className="border-b border-zinc-100 dark:border-zinc-900">
                  <td className="py-2 pe-3">
                    {invoice.number} <span className="text-zinc-500">· {date(invoice.issuedAt)}</span>
                  </td>
                  <td className="py-2 pe-3">{t(`plans.${invoice.planKey}`)}</td>
                  <td className="py-2 pe-3 whitespace-nowrap">
                    {invoice.periodStart ? `${date(invoice.periodStart)} – ${date(invoice.periodEnd)}` : t("payments.fromPayment")}
                  </td>
                  <td className="py-2 pe-3 text-end whitespace-nowrap">{format.number(Number(invoice.total), { style: "currency", currency: invoice.currency })}</td>
                  <td className="py-2 pe-3">
                    <span className={invoice.status === "paid" ? "text-green-700 dark:text-green-400" : "text-amber-700 dark:text-amber-400"}>{t(`invoiceStatuses.${invoice.status}`)}</span>
                  </td>
                  <td className="py-2">
                    <a href={`/api/invoices/${invoice.id}/pdf`} className="text-brand-700 underline dark:text-brand-400" download>
                      {t("payments.download")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
