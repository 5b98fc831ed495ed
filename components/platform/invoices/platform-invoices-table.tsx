"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { formatMoney } from "@/lib/i18n/money";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/browser/toast";
import { applyActionResult } from "@/components/forms/apply-action-result";
import { useErrorText } from "@/components/forms/use-error-text";
import { secondaryButton, smallButton } from "@/components/ui/buttons";
import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { FormAlert } from "@/components/ui/form-alert";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { TitledSection } from "@/components/ui/titled-section";
import type { PlanKey } from "@/lib/domain/subscriptions/plan-keys";
import { type InvoicePayment, type InvoicePaymentInput, ZInvoicePayment } from "@/lib/schemas/billing";
import type { ActionResult } from "@/lib/server/auth/action";
import type { InvoiceState } from "@/lib/server/platform/invoice-state";
import { type VoidInvoice, VoidInvoiceForm } from "./void-invoice-form";

interface InvoiceRow {
  id: number;
  number: string;
  storeName: string;
  companyName: string;
  planKey: PlanKey;
  currency: string;
  total: string;
  state: InvoiceState;
  issuedAt: string;
  paidAt: string | null;
}

type MarkPaid = (input: InvoicePaymentInput) => Promise<ActionResult<{ paymentId: number }>>;

function PaymentForm({ invoice, today, markPaid, onDone }: { invoice: InvoiceRow; today: string; markPaid: MarkPaid; onDone: () => void }) {
  const t = useTranslations("subscriptions.platformInvoices");
  const errorText = useErrorText("subscriptions");
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvoicePaymentInput, unknown, InvoicePayment>({
    resolver: zodResolver(ZInvoicePayment),
    defaultValues: { invoiceId: invoice.id, amount: invoice.total, paidOn: today, reference: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    const result = await markPaid({ ...input, paidOn: input.paidOn.toISOString().slice(0, 10) });
    setFailure(applyActionResult(result, form.setError));
    if (!result.ok) return;
    toast.success(t("marked", { number: invoice.number }));
    onDone();
    router.refresh();
  });
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label={t("amount", { currency: invoice.currency })} {...form.register("amount")} name="amount" inputMode="decimal" error={errors.amount?.message} errorText={errorText} />
      <TextField label={t("paidOn")} type="date" {...form.register("paidOn")} name="paidOn" error={errors.paidOn?.message} errorText={errorText} />
      <TextField label={t("reference")} {...form.register("reference")} name="reference" autoComplete="off" error={errors.reference?.message} errorText={errorText} />
      <FormAlert message={errorText(failure)} />
      <div className="flex justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t("cancel")}
        </button>
        <SubmitButton pending={isSubmitting}>{t("save")}</SubmitButton>
      </div>
    </form>
  );
}

/** Every invoice of the platform; an unpaid one is marked paid with the amount, date and bank reference. */
export function PlatformInvoicesTable({ invoices, today, markPaid, voidInvoice }: { invoices: InvoiceRow[]; today: string; markPaid: MarkPaid; voidInvoice: VoidInvoice }) {
  const t = useTranslations("subscriptions");
  const billing = useTranslations("platform.billing");
  const format = useFormatter();
  const locale = useLocale();
  const [paying, setPaying] = useState<InvoiceRow | null>(null);
  const [voiding, setVoiding] = useState<InvoiceRow | null>(null);
  const columns: DataColumn<InvoiceRow>[] = [
    {
      key: "number",
      header: t("payments.number"),
      cell: (invoice) => (
        <>
          {invoice.number}{" "}
          <span className="text-zinc-500">
            ·{" "}
            <time data-testid="invoice-issued-at" dateTime={new Date(invoice.issuedAt).toISOString()}>
              {format.dateTime(new Date(invoice.issuedAt), { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </span>
        </>
      ),
    },
    { key: "customer", header: t("platformInvoices.customer"), cell: (invoice) => `${invoice.companyName} · ${invoice.storeName}` },
    { key: "plan", header: t("payments.plan"), cell: (invoice) => t(`plans.${invoice.planKey}`) },
    {
      key: "amount",
      header: t("payments.amount"),
      className: "text-end whitespace-nowrap",
      cell: (invoice) => formatMoney(invoice.total, invoice.currency, locale),
    },
    { key: "status", header: t("payments.status"), cell: (invoice) => billing(`states.${invoice.state}`) },
    {
      key: "pay",
      header: t("platformInvoices.markPaid"),
      hiddenHeader: true,
      cell: (invoice) =>
        (invoice.state === "unpaid" || invoice.state === "overdue") && (
          <span className="flex flex-wrap justify-end gap-2">
            <button type="button" className={smallButton} onClick={() => setPaying(invoice)}>
              {t("platformInvoices.markPaid")}
            </button>
            <button type="button" className={smallButton} onClick={() => setVoiding(invoice)}>
              {billing("void")}
            </button>
          </span>
        ),
    },
  ];
  return (
    <TitledSection id="platform-invoices-title" title={t("platformInvoices.title")}>
      <DataTable stackOnPhone
        rows={invoices}
        columns={columns}
        rowKey={(invoice) => invoice.id}
        rowTestId={(invoice) => `platform-invoice-${invoice.number}`}
        label={t("platformInvoices.title")}
        empty={t("payments.empty")}
        testId="platform-invoices"
      />
      {paying && (
        <ModalDialog open onClose={() => setPaying(null)} title={t("platformInvoices.dialogTitle", { number: paying.number })}>
          <PaymentForm invoice={paying} today={today} markPaid={markPaid} onDone={() => setPaying(null)} />
        </ModalDialog>
      )}
      {voiding && (
        <ModalDialog open onClose={() => setVoiding(null)} title={billing("voidTitle", { number: voiding.number })}>
          <VoidInvoiceForm invoice={voiding} voidInvoice={voidInvoice} onDone={() => setVoiding(null)} />
        </ModalDialog>
      )}
    </TitledSection>
  );
}
