"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Fragment, useState } from "react";
import { toast } from "@/lib/browser/toast";
import { useErrorText } from "@/components/forms/use-error-text";
import { secondaryButton } from "@/components/ui/buttons";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { formatMoney } from "@/lib/i18n/money";
import type { SubscriptionCancel } from "@/lib/schemas/billing";
import type { ActionResult } from "@/lib/server/auth/action";
import type { PendingPaymentDto, SubscriptionOverviewDto } from "@/lib/server/subscriptions/get-subscription-overview";
import { PayByCard, type PayByCardAction } from "./pay-by-card";

interface Props {
  storeId: number;
  pending: PendingPaymentDto;
  payee: SubscriptionOverviewDto["payee"];
  currency: string;
  timeZone: string;
  cancel: (input: SubscriptionCancel) => Promise<ActionResult<unknown>>;
  /** set when an acquirer is configured: the invoice can be paid by card */
  pay?: PayByCardAction;
}

/** A plan chosen but not paid: the invoice, how to pay it, when the plan starts, and a way to take it back. */
export function PendingPayment({ storeId, pending, payee, currency, timeZone, cancel, pay }: Props) {
  const t = useTranslations("subscriptions");
  const errorText = useErrorText("subscriptions");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const plan = t(`plans.${pending.planKey}`);
  const { invoice } = pending;
  return (
    <section data-testid="pending-payment" aria-labelledby="pending-title" className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <h3 id="pending-title" className="font-semibold">
        {t("pending.title", { plan })}
      </h3>
      <p className="mt-1">
        {pending.startsAt
          ? t("pending.startsOn", { plan, date: format.dateTime(new Date(pending.startsAt), { dateStyle: "long", timeZone }) })
          : t("pending.startsOnPayment", { plan })}
      </p>
      {invoice && (
        <>
          <p className="mt-3">
            {t("pending.invoice", { number: invoice.number, amount: formatMoney(invoice.total, currency, locale) })}{" "}
            <a href={`/api/invoices/${invoice.id}/pdf?locale=${locale}`} className="font-medium underline" download>
              {t("pending.download")}
            </a>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {[
              { term: t("pending.payee"), value: payee.name },
              { term: t("billing.iban"), value: payee.iban, code: true },
              { term: t("billing.bic"), value: payee.bic, code: true },
              { term: t("billing.bankName"), value: payee.bankName },
              { term: t("pending.purpose"), value: t("pending.purposeText", { number: invoice.number }) },
            ].map(({ term, value, code }) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd className={code ? "font-mono" : undefined} dir={code ? "ltr" : undefined}>
                  {value}
                </dd>
              </Fragment>
            ))}
          </dl>
          {pay && (
            <div className="mt-4">
              <PayByCard invoiceId={invoice.id} pay={pay} offerRenewal />
            </div>
          )}
        </>
      )}
      <button type="button" className={`${secondaryButton} mt-4`} onClick={() => setConfirming(true)}>
        {t("pending.cancel", { plan })}
      </button>
      {confirming && (
        <ModalDialog open onClose={() => setConfirming(false)} title={t("pending.cancelTitle", { plan })} testId="cancel-plan-dialog">
          <ConfirmDelete
            text={invoice ? t("pending.cancelText", { plan, number: invoice.number }) : t("pending.cancelTextNoInvoice", { plan })}
            labels={{ cancel: t("pending.keep"), delete: t("pending.cancelConfirm") }}
            errorText={(failure) => (failure ? errorText(failure) : null)}
            remove={() => cancel({ storeId, subscriptionId: pending.subscriptionId })}
            onCancel={() => setConfirming(false)}
            onDone={() => {
              setConfirming(false);
              toast.success(t("pending.cancelled", { plan }));
              router.refresh();
            }}
          />
        </ModalDialog>
      )}
    </section>
  );
}
